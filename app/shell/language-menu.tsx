import { useLocation } from "react-router";
import { locales } from "#core/i18n/locales";
import { LANG_STORAGE_KEY } from "#core/storage-keys";
import { useLocale, useT } from "#app/i18n/use-t";
import { localizePath, stripLocale } from "#core/paths/localize";
import { Icon } from "#app/ui/icon";
import { followsInApp } from "#app/ui/local-link";
import { MenuButton } from "./menu-button";

/**
 * Links to the page being read, in each language; choosing one is remembered (docs/product.md §3).
 * Each loads a new document: the browser's router knows the page's own language only (decision 016).
 */
export function LanguageLinks({ className }: { className: string }) {
  const { pathname } = useLocation();
  const current = useLocale();
  const neutral = stripLocale(pathname);
  return (
    <ul>
      {locales.map((locale) => {
        const href = localizePath(neutral, locale.code);
        return (
          <li key={locale.code}>
            <a
              href={href}
              hrefLang={locale.code}
              lang={locale.code}
              data-script={locale.script}
              aria-current={locale.code === current.code ? "true" : undefined}
              onClick={(event) => {
                window.localStorage.setItem(LANG_STORAGE_KEY, locale.code);
                // A new tab or window (modifier keys, middle button) is the browser's to open.
                if (!followsInApp(event, event.currentTarget)) return;
                event.preventDefault();
                // The language already shown: nothing to load, the menu closes.
                if (locale.code === current.code) {
                  event.currentTarget.closest<HTMLElement>("[popover]")?.hidePopover();
                  return;
                }
                // The prerendered href cannot know the query or the anchor; keep both on the way.
                window.location.assign(href + window.location.search + window.location.hash);
              }}
              className={`${className} justify-between gap-3`}
            >
              {/* The link follows the page's direction; its name keeps its own (decision 060). */}
              <span dir={locale.dir}>{locale.label}</span>
              {locale.code === current.code && <Icon name="check" className="size-4 text-brand" />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

const panelClass = "menu-panel w-56 rounded-2xl border border-line bg-surface p-4 text-ink shadow-xl";
const itemClass = "flex min-h-11 items-center rounded-lg px-3 text-ink hover:bg-sunken";

/**
 * The header's language menu, at every width: a button (a globe, and where the header has room the
 * current language's own name) and its native popover. Named "Language: Français" for screen readers, it
 * opens and closes by keyboard, closes on Escape and gives focus back to its button (decision 003);
 * the links mark the current language and carry their language's `lang` and `dir`.
 */
export function HeaderLanguageMenu() {
  const t = useT();
  const current = useLocale();
  const id = "menu-language-header";
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-label={t("footer.languageCurrent", { language: current.label })}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 font-medium text-ink hover:bg-sunken sm:px-3"
      >
        <Icon name="globe" className="size-5 text-muted" />
        {/* The name where the header has room for it: not beside the full navigation (lg) until xl. */}
        <span className="hidden sm:inline lg:hidden xl:inline">{current.label}</span>
        <Icon name="chevron-down" className="hidden size-4 text-muted sm:block" />
      </button>
      <div id={id} popover="auto" aria-label={t("footer.language")} className={panelClass}>
        <LanguageLinks className={itemClass} />
      </div>
    </>
  );
}

export function LanguageMenu() {
  const t = useT();
  const current = useLocale();
  return (
    <div className="flex items-center gap-2">
      <Icon name="globe" className="size-5 text-muted" />
      <MenuButton
        id="menu-language"
        label={t("footer.languageCurrent", { language: current.label })}
        panelClassName="w-56"
      >
        <LanguageLinks className="flex min-h-11 items-center rounded-lg px-3 text-ink hover:bg-sunken" />
      </MenuButton>
    </div>
  );
}
