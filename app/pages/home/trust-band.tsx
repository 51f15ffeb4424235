import { figures } from "#core/content/figures";
import { useLocale, useT } from "#app/i18n/use-t";
import { formatNumber } from "#core/i18n/numbers";

/** The kinds of customers Urbis serves, set as typographic marks: no real company's logo. */
const customerKinds = [
  { id: "professional-syndics", mark: "text-sm font-extrabold uppercase tracking-[0.12em]" },
  { id: "volunteer-syndics", mark: "text-lg font-semibold" },
  { id: "developers", mark: "text-lg font-extrabold tracking-tight" },
  { id: "gated-residences", mark: "text-sm font-medium uppercase tracking-[0.2em]" },
  { id: "rental-management", mark: "text-lg font-bold" },
  { id: "holiday-residences", mark: "text-base font-normal uppercase tracking-[0.08em]" },
] as const;

function Star() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-4 shrink-0 text-accent">
      <path d="M4 4h8v8H4z" fill="currentColor" />
      <path d="M8 2.3 13.7 8 8 13.7 2.3 8z" fill="currentColor" />
    </svg>
  );
}

export function TrustBand() {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="home-trust" className="border-y border-line bg-surface">
      <div className="container-page py-10">
        <h2 id="home-trust" className="text-center text-base font-semibold text-muted">
          {t("home.trust.title", { count: formatNumber(figures.properties, locale.numberIntl) })}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-7 text-ink/75 sm:grid-cols-3 lg:grid-cols-6">
          {customerKinds.map((kind) => (
            <li
              key={kind.id}
              className={`flex flex-col items-center gap-2 text-center leading-tight ${kind.mark}`}
            >
              <Star />
              {t(`home.trust.kind.${kind.id}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
