import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import type { SplitInput, SplitResult } from "#core/tools/charges-split";
import { budgetTotal, extraCentimes, keyAmounts, lotsTotal } from "#core/tools/charges-split-form";
import { useLocale, useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { formatCentimes, formatNumber } from "#core/i18n/numbers";
import { periodLines } from "./format";

export type Names = { headings: Map<string, string>; keys: Map<string, string> };

/** A cell's runs of periods, one a line, each kept on one line. */
function Lines({ lines }: { lines: string[] }) {
  return lines.map((line) => (
    <span key={line} className="block whitespace-nowrap">
      {line}
    </span>
  ));
}

/** What a lot bears of each special key (the lift), under its year: "of which Lift: 308.64 MAD". */
function KeyParts({ amounts, names }: { amounts: Map<string, number> | undefined; names: Names }) {
  const t = useT();
  const { numberIntl: intl } = useLocale();
  if (!amounts) return null;
  return [...amounts].map(([keyId, amount]) => (
    <span
      key={keyId}
      data-key-part={keyId}
      className="mt-0.5 block text-xs font-normal text-muted print:text-[7pt]"
    >
      {t("tools.charges.results.keyPart", {
        key: names.keys.get(keyId) ?? keyId,
        amount: formatCentimes(amount, intl),
      })}
    </span>
  ));
}

/**
 * Each lot's year, quarters and months, the total that equals the budget, the extra centimes. On a
 * screen the table scrolls in its own frame; on paper (A4 portrait) it fits the page's width, its
 * type and padding smaller, so the monthly column is never cut (decision 052).
 */
function LotTable({ result, input, names }: { result: SplitResult; input: SplitInput; names: Names }) {
  const t = useT();
  const { numberIntl: intl } = useLocale();
  const extra = extraCentimes(result);
  const byKey = keyAmounts(result);
  const shares = new Map(input.lots.map((lot) => [lot.id, lot.shares]));
  const cell = "px-3 py-2.5 align-top print:px-1.5 print:py-1";
  return (
    <ScrollFrame>
      <table className="w-full text-start text-sm print:text-[8pt] print:leading-snug">
        <caption id="cs-results-caption" className="sr-only">
          {t("tools.charges.results.caption")}
        </caption>
        <thead className="bg-sunken text-start">
          <tr>
            {(["lot", "shares", "year", "quarter", "month"] as const).map((column) => (
              <th key={column} scope="col" className={`${cell} text-start font-semibold`}>
                {t(`tools.charges.results.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {result.lots.map((lot) => {
            const headings = (extra.get(lot.lotId) ?? []).map((id) => names.headings.get(id) ?? id);
            return (
              <tr key={lot.lotId} data-lot={lot.lotId}>
                <th scope="row" className={`${cell} text-start font-semibold`}>
                  {lot.lotId}
                  {headings.length > 0 && (
                    <span className="mt-0.5 block text-xs font-normal text-muted print:text-[7pt]">
                      {t("tools.charges.results.extra", { headings: headings.join(", ") })}
                    </span>
                  )}
                </th>
                <td className={`${cell} tabular-nums`}>{formatNumber(shares.get(lot.lotId) ?? 0, intl)}</td>
                <td className={`${cell} tabular-nums`}>
                  <span className="block font-semibold whitespace-nowrap" data-cell="year">
                    {formatCentimes(lot.yearly, intl)}
                  </span>
                  <KeyParts amounts={byKey.get(lot.lotId)} names={names} />
                </td>
                <td className={`${cell} tabular-nums`} data-cell="quarter">
                  <Lines lines={periodLines(t, lot.quarterly, "quarter", intl)} />
                </td>
                <td className={`${cell} tabular-nums`} data-cell="month">
                  <Lines lines={periodLines(t, lot.monthly, "month", intl)} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-line bg-sunken font-bold">
          <tr>
            <th scope="row" className={`${cell} text-start`}>
              {t("tools.charges.results.total")}
            </th>
            <td className={cell} />
            <td className={`${cell} tabular-nums`} data-cell="total">
              {formatCentimes(lotsTotal(result), intl)}
            </td>
            <td className={cell} />
            <td className={cell} />
          </tr>
        </tfoot>
      </table>
    </ScrollFrame>
  );
}

/**
 * The results' frame: it scrolls on a screen. While columns lie beyond its inline end (a phone, in
 * Arabic as in French), a line above it says so and a shadow marks that edge (decision 060).
 */
function ScrollFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  const { scrolls, more } = useColumnsBeyond(frame);
  return (
    <div className="mt-4">
      <p
        data-scroll-hint
        hidden={!scrolls}
        className="mb-2 flex items-center gap-1.5 text-sm text-muted print:hidden"
      >
        <Icon name="arrow-right" className="size-4 shrink-0 rtl:-scale-x-100" />
        {t("tools.charges.results.scrollHint")}
      </p>
      <div className="relative">
        <div
          ref={frame}
          role="region"
          aria-labelledby="cs-results-caption"
          tabIndex={0}
          data-results-frame
          className="overflow-x-auto rounded-2xl border border-line print:overflow-visible print:rounded-none print:border-0"
        >
          {children}
        </div>
        {more && (
          <span
            aria-hidden="true"
            data-scroll-shadow
            className="pointer-events-none absolute inset-y-px end-px w-8 rounded-e-2xl bg-linear-to-l from-ink/20 to-transparent print:hidden rtl:bg-linear-to-r"
          />
        )}
      </div>
    </div>
  );
}

/**
 * Whether the frame's content is wider than the frame (`scrolls`), and goes on beyond its inline
 * end (`more`): updated as it scrolls or resizes.
 */
function useColumnsBeyond(frame: RefObject<HTMLDivElement | null>): { scrolls: boolean; more: boolean } {
  const [state, setState] = useState({ scrolls: false, more: false });
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    // In a right-to-left frame scrollLeft runs from 0 down to negative values: its size counts.
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const scrolls = hidden > 1;
      const more = hidden - Math.abs(element.scrollLeft) > 1;
      setState((was) => (was.scrolls === scrolls && was.more === more ? was : { scrolls, more }));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    // Where ResizeObserver is missing (an old browser, a test's DOM), scrolling still updates it.
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, [frame]);
  return state;
}

/** Each heading: its amount and who bears it. */
function HeadingTable({ result, names }: { result: SplitResult; names: Names }) {
  const t = useT();
  const { numberIntl: intl } = useLocale();
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
      {result.headings.map((heading) => (
        <li
          key={heading.headingId}
          className="flex justify-between gap-3 rounded-xl bg-sunken px-4 py-3 text-sm"
        >
          <span>
            <span className="font-semibold">{names.headings.get(heading.headingId)}</span>
            <span className="block text-muted">
              {heading.keyId ? names.keys.get(heading.keyId) : t("tools.charges.budget.general")} ·{" "}
              {t("tools.charges.headings.bearers", { count: heading.allocations.length })}
            </span>
          </span>
          <span className="font-semibold tabular-nums">{formatCentimes(heading.amount, intl)}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the tool found: the lots' charges, by heading, and why a lot may have a centime more. */
export function Results({
  result,
  input,
  names,
  warnings,
}: {
  result: SplitResult;
  input: SplitInput;
  names: Names;
  /** The form's warnings as the page writes them (shares near a round total). */
  warnings: string[];
}) {
  const t = useT();
  const { numberIntl: intl } = useLocale();
  const anyExtra = result.headings.some((heading) => heading.allocations.some((a) => a.extraCentime));
  return (
    <div>
      <p aria-live="polite" className="flex items-start gap-2 font-semibold text-brand-strong">
        <Icon name="check" className="mt-0.5 size-5 shrink-0" />
        <span data-cell="check">
          {t("tools.charges.results.check", { amount: formatCentimes(budgetTotal(result), intl) })}
        </span>
      </p>
      {warnings.map((warning) => (
        <p key={warning} data-warning="results" className="mt-2 max-w-3xl font-medium text-accent">
          {warning}
        </p>
      ))}
      <LotTable result={result} input={input} names={names} />
      <p className="mt-3 max-w-3xl text-sm text-muted text-pretty">
        {anyExtra ? t("tools.charges.results.rounding") : t("tools.charges.results.noExtra")}{" "}
        {t("tools.charges.results.periods")}
      </p>
      <h4 className="mt-8 text-xl font-bold">{t("tools.charges.headings.title")}</h4>
      <HeadingTable result={result} names={names} />
    </div>
  );
}
