import { figures } from "#app/content/figures";
import { useLocale, useT } from "#app/i18n/use-t";
import { formatNumber } from "./format";

/** The kinds of customers Urbis serves, set as typographic marks: no real company's logo. */
const customerKinds = [
  { id: "professional-syndics", mark: "font-extrabold uppercase tracking-[0.12em]" },
  { id: "volunteer-syndics", mark: "font-semibold" },
  { id: "developers", mark: "font-black tracking-tight" },
  { id: "gated-residences", mark: "font-medium uppercase tracking-[0.2em] text-sm" },
  { id: "rental-management", mark: "font-bold" },
  { id: "holiday-residences", mark: "font-light uppercase tracking-[0.08em]" },
] as const;

function Star() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-3.5 shrink-0 text-accent">
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
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4 text-lg text-ink/70">
          {customerKinds.map((kind) => (
            <li key={kind.id} className={`inline-flex items-center gap-2 ${kind.mark}`}>
              <Star />
              {t(`home.trust.kind.${kind.id}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
