import { useCallback, useEffect, useState } from "react";
import { SAVINGS_ESTIMATOR_KEY } from "#core/storage-keys";
import { emptySavingsForm, parseSavedSavingsForm, type SavingsForm } from "#core/tools/savings-estimator";
import { readStoredWork, writeStoredWork } from "#app/ui/tools/stored-work";

const read = () => readStoredWork(SAVINGS_ESTIMATOR_KEY);
const write = (work: SavingsForm | undefined) => writeStoredWork(SAVINGS_ESTIMATOR_KEY, work);

export type SavingsStatus = "empty" | "saved" | "cleared";

/**
 * The estimator's work in progress: the saved form if this browser has one, else an empty form.
 * Nothing is written until the visitor changes a field; each change is kept at once.
 */
export function useSavingsState() {
  const [{ form, status }, setBoth] = useState<{ form: SavingsForm; status: SavingsStatus }>(() => {
    const saved = parseSavedSavingsForm(read());
    return saved ? { form: saved, status: "saved" } : { form: emptySavingsForm(), status: "empty" };
  });

  useEffect(() => {
    if (status === "saved") write(form);
  }, [form, status]);

  const update = useCallback((field: keyof Omit<SavingsForm, "version">, value: string) => {
    setBoth((current) => ({ form: { ...current.form, [field]: value }, status: "saved" }));
  }, []);

  const clear = useCallback(() => {
    write(undefined);
    setBoth({ form: emptySavingsForm(), status: "cleared" });
  }, []);

  return { form, status, update, clear };
}
