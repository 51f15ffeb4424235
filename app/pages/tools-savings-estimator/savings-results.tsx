import type { SavingsRates } from "#core/content/savings-assumptions";
import { familyKey } from "#core/i18n/keys";
import { formatCentimes, formatPercent } from "#core/i18n/numbers";
import type { ReactNode } from "react";
import { lineKinds, type Estimate, type Line, type LineKind } from "#core/tools/savings-estimator";
import { useLocale, useT } from "#app/i18n/use-t";

/** A range as the page's language writes it: one amount when both ends meet. */
function useRange() {
  const t = useT();
  const { numberIntl: intl } = useLocale();
  return (low: number, high: number, format: (value: number, intl: string) => string = formatCentimes) =>
    format(low, intl) === format(high, intl)
      ? format(low, intl)
      : t("tools.savings.range", { low: format(low, intl), high: format(high, intl) });
}

/** The assumption card each line's basis links to (assumptions.tsx). */
const basisOf = {
  registered: "registered-letter",
  bailiff: "bailiff-notice",
  printing: "printing-per-page",
  staff: "smig-hourly",
  unpaid: "unpaid-recovered",
} as const;

/** A line of the result: its range, or what it still needs, and the assumption it rests on. */
function LineRow({ line, rates }: { line: Line; rates: SavingsRates }) {
  const t = useT();
  const { numberIntl: intl } = useLocale();
  const range = useRange();
  const fields = (list: string[]) =>
    list.map((field) => t(familyKey(`tools.savings.field.${field}`))).join(t("tools.savings.listSeparator"));
  const basis = t(`tools.savings.line.${line.id}.basis`, {
    letter: range(rates.registeredLetter.low, rates.registeredLetter.high),
    notice: range(rates.bailiffNotice.low, rates.bailiffNotice.high),
    wage: formatCentimes(rates.minimumHourlyWage, intl),
  });
  return (
    <li data-line={line.id} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto] sm:gap-x-6">
      <span className="font-medium">{t(`tools.savings.line.${line.id}`)}</span>
      {line.status === "counted" ? (
        <span data-cell="amount" className="font-semibold tabular-nums sm:text-end">
          {range(line.low, line.high)}
        </span>
      ) : (
        <span data-cell="amount" className="text-sm text-muted sm:text-end">
          {t(`tools.savings.line.${line.status}`, { fields: fields(line.fields) })}
        </span>
      )}
      <a
        href={`#assumption-${basisOf[line.id]}`}
        className="text-sm text-muted underline underline-offset-4 sm:col-span-2"
      >
        {basis}
      </a>
    </li>
  );
}

/** One of the two results: its lines, then their sum under its own name. */
function ResultGroup({
  kind,
  estimate,
  rates,
  children,
}: {
  kind: LineKind;
  estimate: Estimate;
  rates: SavingsRates;
  children?: ReactNode;
}) {
  const t = useT();
  const range = useRange();
  const sum = kind === "cost" ? estimate.costSavings : estimate.arrearsRecovered;
  return (
    <section data-result={kind} aria-labelledby={`se-${kind}-title`} className="mt-6">
      <h4 id={`se-${kind}-title`} className="text-lg font-bold">
        {t(`tools.savings.results.${kind}.title`)}
      </h4>
      <p className="mt-1 text-sm text-muted text-pretty">{t(`tools.savings.results.${kind}.means`)}</p>
      <ul className="mt-2 divide-y divide-line">
        {estimate.lines
          .filter((line) => lineKinds[line.id] === kind)
          .map((line) => (
            <LineRow key={line.id} line={line} rates={rates} />
          ))}
      </ul>
      <p className="mt-2 flex flex-wrap items-baseline justify-between gap-x-6 border-t-2 border-ink pt-3 text-lg font-bold">
        <span>{t(`tools.savings.results.${kind}.total`, { count: estimate.counted[kind] })}</span>
        <span data-cell={`${kind}-total`} className="tabular-nums">
          {range(sum.low, sum.high)}
        </span>
      </p>
      {children}
    </section>
  );
}

/**
 * The estimate as two results that are never added: the cost savings (letters, printing, staff
 * time), with their share of the yearly charges, and the arrears recovered (charges already owed,
 * collected: cash in, not a lower cost).
 */
export function SavingsResults({
  estimate,
  rates,
  errorCount,
}: {
  estimate: Estimate;
  rates: SavingsRates;
  /** The errors shown on the fields: none on a blank form, where nothing has been typed wrong yet. */
  errorCount: number;
}) {
  const t = useT();
  const range = useRange();
  const share = estimate.shareOfCharges;
  return (
    <section
      aria-labelledby="se-results-title"
      className="mt-10 rounded-3xl border border-line bg-sunken p-5 sm:p-8"
    >
      <h3 id="se-results-title" className="text-2xl font-bold tracking-tight">
        {t("tools.savings.results.title")}
      </h3>
      {errorCount > 0 && (
        <p role="status" className="mt-3 rounded-xl border border-accent p-3 font-medium">
          {t("tools.savings.error.summary", { count: errorCount })}
        </p>
      )}
      <ResultGroup kind="cost" estimate={estimate} rates={rates}>
        {share && (
          <p data-cell="share" className="mt-3 text-pretty">
            {t("tools.savings.results.share", { share: range(share.low, share.high, formatPercent) })}
          </p>
        )}
      </ResultGroup>
      <ResultGroup kind="arrears" estimate={estimate} rates={rates} />
      <p className="mt-6 text-sm text-muted text-pretty">{t("tools.savings.results.note")}</p>
    </section>
  );
}
