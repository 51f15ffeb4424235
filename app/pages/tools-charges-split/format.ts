import { formatCentimes } from "#core/i18n/numbers";
import { periodRuns } from "#core/tools/charges-split-form";
import type { Translate } from "#app/i18n/use-t";

/** A lot's quarters or months as runs of equal amounts, one a line: "Q1: 250.01", "Q2 to Q4: 250.00". */
export function periodLines(
  t: Translate,
  amounts: number[],
  unit: "quarter" | "month",
  intl: string,
): string[] {
  const runs = periodRuns(amounts);
  if (runs.length === 1) return [formatCentimes(runs[0]?.amount ?? 0, intl)];
  return runs.map((run) =>
    t("tools.charges.period.run", {
      periods:
        run.from === run.to
          ? t(`tools.charges.period.${unit}`, { number: run.from })
          : t(`tools.charges.period.${unit}s`, { from: run.from, to: run.to }),
      amount: formatCentimes(run.amount, intl),
    }),
  );
}
