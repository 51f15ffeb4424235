import { useSyncExternalStore } from "react";
import { useT } from "#app/i18n/use-t";
import { Icon, type IconName } from "#app/ui/icon";
import {
  readThemeMode,
  subscribeThemeMode,
  themeModes,
  writeThemeMode,
  type ThemeMode,
} from "#app/theme/theme";

const icons: Record<ThemeMode, IconName> = { light: "sun", dark: "moon", system: "monitor" };

/** Light, dark or the system's choice (the default); applied by the boot script. */
export function ThemeMenu() {
  const t = useT();
  // The prerendered page cannot know the stored choice: it shows the default, then the real one.
  const mode = useSyncExternalStore(subscribeThemeMode, readThemeMode, () => "system" as const);

  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{t("footer.theme")}</legend>
      <span aria-hidden="true" className="text-sm text-muted">
        {t("footer.theme")}
      </span>
      <div className="inline-flex rounded-xl border border-line bg-surface p-1">
        {themeModes.map((option) => (
          <label
            key={option}
            className="relative inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-muted has-[:checked]:bg-brand-soft has-[:checked]:text-ink has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              name="theme-mode"
              value={option}
              checked={mode === option}
              onChange={() => writeThemeMode(option)}
              className="sr-only"
            />
            <Icon name={icons[option]} className="size-5" />
            <span className="sr-only">{t(`footer.theme.${option}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
