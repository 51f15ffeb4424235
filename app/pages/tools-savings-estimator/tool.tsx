import { useEffect, useMemo } from "react";
import type { SavingsRates } from "#core/content/savings-assumptions";
import { decimalSeparator } from "#core/i18n/numbers";
import { estimateSavings, type SavingsErrorCode, type SavingsField } from "#core/tools/savings-estimator";
import { useLocale, useT } from "#app/i18n/use-t";
import { WorkStatusBar } from "#app/ui/tools/work-status";
import { SavingsFields } from "./savings-fields";
import { SavingsResults } from "./savings-results";
import { useSavingsState } from "./use-savings-state";

/**
 * The savings estimator (decision 040): the residence's numbers, read as they are typed, each
 * error on its field in the page's language; a line whose fields are wrong or blank is left out
 * and the others stay. Loaded once the page has hydrated.
 */
export default function Tool({
  rates,
  claim,
  onLots,
}: {
  rates: SavingsRates;
  claim: { value: number; written: string };
  onLots: (count: number) => void;
}) {
  const t = useT();
  const { numberIntl: intl } = useLocale();
  const decimal = decimalSeparator(intl);
  const { form, status, update, clear } = useSavingsState();
  const estimate = useMemo(() => estimateSavings(form, decimal, rates), [form, decimal, rates]);
  // An empty form asks for nothing yet: "required" shows once the visitor has typed something.
  const errors = useMemo(
    () =>
      new Map<SavingsField, SavingsErrorCode>(
        estimate.errors
          .filter((error) => status === "saved" || error.code !== "required")
          .map((error) => [error.field, error.code]),
      ),
    [estimate, status],
  );
  const lots = estimate.lots ?? 0;
  useEffect(() => {
    onLots(lots);
  }, [onLots, lots]);
  return (
    <div>
      <WorkStatusBar
        message={t(`tools.savings.status.${status}`)}
        action={status === "saved" ? { label: t("tools.savings.clear"), onClick: clear } : undefined}
      />
      <SavingsFields form={form} errors={errors} update={update} />
      <SavingsResults estimate={estimate} rates={rates} claim={claim} />
    </div>
  );
}
