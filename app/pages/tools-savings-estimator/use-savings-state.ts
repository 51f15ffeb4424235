import { useCallback, useEffect, useState } from "react";
import { SAVINGS_ESTIMATOR_KEY } from "#core/storage-keys";
import { emptySavingsForm, parseSavedSavingsForm, type SavingsForm } from "#core/tools/savings-estimator";

/** localStorage can be refused (a private window's quota, a browser setting): the tool works without. */
function read(): string | null {
  try {
    return window.localStorage.getItem(SAVINGS_ESTIMATOR_KEY);
  } catch {
    return null;
  }
}

function write(form: SavingsForm | undefined) {
  try {
    if (form) window.localStorage.setItem(SAVINGS_ESTIMATOR_KEY, JSON.stringify(form));
    else window.localStorage.removeItem(SAVINGS_ESTIMATOR_KEY);
  } catch {
    // Not kept: the tool still computes.
  }
}

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
