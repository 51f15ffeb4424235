/**
 * What decree 2.23.700 (the co-ownerships' accounting rules, made under article 24 of Law 18-00 as
 * amended) asks of a residence, by the size of its yearly budget, **as the press reports it**: the
 * decree's text was not found (decision 054), so every page that shows this says so and cites the
 * reports (core/content/co-ownership-law.ts, entry `decree-2-23-700`).
 *
 * Reported: a chart of accounts for every co-ownership; a budget of 200,000 MAD or less produces
 * only some annexes, one above it keeps full accounts; above 1,000,000 MAD an auditor certifies
 * them; the records are kept five years and handed over to a new syndic. "Above" is strictly above,
 * as the reports word it ("supérieur à").
 */

/** The two thresholds of the yearly budget, in dirhams. */
export const DECREE_THRESHOLDS_MAD = { fullAccounts: 200_000, auditor: 1_000_000 } as const;

export type DecreeObligation =
  "chart-of-accounts" | "some-annexes" | "full-accounts" | "auditor" | "records-five-years";

/** What applies to a residence whose yearly budget is `budgetMad` dirhams, in the order shown. */
export function decreeObligations(budgetMad: number): DecreeObligation[] {
  if (!Number.isFinite(budgetMad) || budgetMad < 0) throw new RangeError(`Not a budget: ${budgetMad}`);
  const obligations: DecreeObligation[] = ["chart-of-accounts"];
  obligations.push(budgetMad > DECREE_THRESHOLDS_MAD.fullAccounts ? "full-accounts" : "some-annexes");
  if (budgetMad > DECREE_THRESHOLDS_MAD.auditor) obligations.push("auditor");
  obligations.push("records-five-years");
  return obligations;
}

export type DecreeBand = {
  id: "up-to-200k" | "up-to-1m" | "above-1m";
  /** The band's bounds in dirhams: above `above` (exclusive), up to `upTo` (inclusive). */
  above: number;
  upTo?: number;
  obligations: DecreeObligation[];
};

/** The three bands of budget the reports describe, each with what applies in it. */
export function decreeBands(): DecreeBand[] {
  const { fullAccounts, auditor } = DECREE_THRESHOLDS_MAD;
  return [
    { id: "up-to-200k", above: 0, upTo: fullAccounts, obligations: decreeObligations(fullAccounts) },
    { id: "up-to-1m", above: fullAccounts, upTo: auditor, obligations: decreeObligations(auditor) },
    { id: "above-1m", above: auditor, obligations: decreeObligations(auditor + 1) },
  ];
}
