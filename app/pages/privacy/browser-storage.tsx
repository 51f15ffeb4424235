import { browserStorageKeys, sessionStorageKeys } from "#core/content/legal";
import { useT } from "#app/i18n/use-t";

/**
 * Each thing the site keeps in the browser, as a card rather than a table: it stays readable at
 * 360 px and in Arabic. The names are code, so they stay left-to-right.
 */
export function BrowserStorage() {
  const t = useT();
  return (
    <ul className="grid gap-3">
      {browserStorageKeys.map((key) => (
        <li key={key} className="rounded-xl border border-line bg-surface p-4">
          <p>
            <code
              dir="ltr"
              className="rounded bg-sunken px-1.5 py-0.5 font-mono text-sm font-semibold text-ink"
            >
              {key}
            </code>
          </p>
          <p className="mt-2 text-pretty">{t(`legal.privacy.storage.${key}`)}</p>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-ink">{t("legal.privacy.storage.where")}</dt>
            <dd className="text-muted">
              {t(
                `legal.privacy.storage.${sessionStorageKeys.includes(key) ? "sessionStorage" : "localStorage"}`,
              )}
            </dd>
            <dt className="font-semibold text-ink">{t("legal.privacy.storage.duration")}</dt>
            <dd className="text-muted">
              {t(
                `legal.privacy.storage.${sessionStorageKeys.includes(key) ? "untilTabClosed" : "untilCleared"}`,
              )}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
