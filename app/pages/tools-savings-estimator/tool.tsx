import { useCallback, useEffect, useMemo } from "react";
import type { SavingsRates } from "#core/content/savings-assumptions";
import { decimalSeparator } from "#core/i18n/numbers";
import { SAVINGS_ESTIMATOR_KEY } from "#core/storage-keys";
import {
  emptySavingsForm,
  estimateSavings,
  parseSavedSavingsForm,
  type SavingsErrorCode,
  type SavingsField,
  type SavingsForm,
} from "#core/tools/savings-estimator";
import { useLocale, useT } from "#app/i18n/use-t";
import { useStoredWork, type StoredWork } from "#app/ui/tools/use-stored-work";
import { WorkStatusBar } from "#app/ui/tools/work-status";
import { SavingsFields } from "./savings-fields";
import { SavingsResults } from "./savings-results";

/** The form, kept in this browser from the first field changed; it starts blank (no figure is supplied). */
const stored: StoredWork<SavingsForm> = {
  key: SAVINGS_ESTIMATOR_KEY,
  parse: parseSavedSavingsForm,
  empty: emptySavingsForm,
};

/**
 * The savings estimator (decisions 040, 053): the residence's numbers, read as they are typed, each
 * error on its field in the page's language; a line whose fields are wrong or blank is left out
 * and the others stay. Loaded once the page has hydrated.
 */
export default function Tool({ rates, onLots }: { rates: SavingsRates; onLots: (count: number) => void }) {
  const t = useT();
  const { numberIntl: intl } = useLocale();
  const decimal = decimalSeparator(intl);
  const { work: form, status, change, clear } = useStoredWork(stored, "empty");
  const update = useCallback(
    (field: SavingsField, value: string) => change((current) => ({ ...current, [field]: value })),
    [change],
  );
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
      <SavingsResults estimate={estimate} rates={rates} errorCount={errors.size} />
    </div>
  );
}
