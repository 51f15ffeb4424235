import { useCallback } from "react";
import { SAVINGS_ESTIMATOR_KEY } from "#core/storage-keys";
import { emptySavingsForm, parseSavedSavingsForm, type SavingsForm } from "#core/tools/savings-estimator";
import { useStoredWork, type WorkStatus } from "#app/ui/tools/use-stored-work";

export type SavingsStatus = WorkStatus<"empty">;

const start = () => ({ work: emptySavingsForm(), status: "empty" as const });

/**
 * The estimator's work in progress: the saved form if this browser has one, else an empty form
 * (the estimator supplies no figure). Each change of a field is kept at once.
 */
export function useSavingsState() {
  const { work, status, change, clear } = useStoredWork({
    key: SAVINGS_ESTIMATOR_KEY,
    parse: parseSavedSavingsForm,
    start,
    empty: emptySavingsForm,
  });
  const update = useCallback(
    (field: keyof Omit<SavingsForm, "version">, value: string) =>
      change((form) => ({ ...form, [field]: value })),
    [change],
  );
  return { form: work, status, update, clear };
}
