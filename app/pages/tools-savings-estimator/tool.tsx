import { useEffect, useMemo } from "react";
import type { SavingsRates } from "#core/content/savings-assumptions";
import { decimalSeparator } from "#core/i18n/numbers";
import { estimateSavings, type SavingsErrorCode, type SavingsField } from "#core/tools/savings-estimator";
import { useLocale, useT } from "#app/i18n/use-t";
import { SavingsFields } from "./savings-fields";
import { SavingsResults } from "./savings-results";
import { useSavingsState, type SavingsStatus } from "./use-savings-state";

/** Where the work stands, and the button to forget it. */
function StatusBar({ status, onClear }: { status: SavingsStatus; onClear: () => void }) {
  const t = useT();
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-sunken p-4">
      <p role="status" className="min-w-0 flex-1 basis-64 font-medium">
        {t(`tools.savings.status.${status}`)}
      </p>
      {status === "saved" && (
        <button type="button" onClick={onClear} className="btn btn-secondary">
          {t("tools.savings.clear")}
        </button>
      )}
    </div>
  );
}

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
      <StatusBar status={status} onClear={clear} />
      <SavingsFields form={form} errors={errors} update={update} />
      <SavingsResults estimate={estimate} rates={rates} claim={claim} />
    </div>
  );
}
