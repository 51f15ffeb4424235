import { useEffect, useMemo, useState } from "react";
import { decimalSeparator, formatCentimes, formatNumber } from "#core/i18n/numbers";
import { budgetTotal, readForm, type ToolState } from "#core/tools/charges-split-form";
import { CHARGES_SPLIT_KEY } from "#core/storage-keys";
import { emptyState, exampleState, parseSavedState } from "#core/tools/charges-split-state";
import { useLocale, useT } from "#app/i18n/use-t";
import { useStoredWork, type StoredWork } from "#app/ui/tools/use-stored-work";
import { WorkStatusBar } from "#app/ui/tools/work-status";
import { BudgetFields } from "./budget-fields";
import { ExportActions } from "./export-actions";
import { KeyFields } from "./key-fields";
import { LotFields } from "./lot-fields";
import { Results, type Names } from "./results";
import { ErrorsContext } from "./tool-ui";
import type { WorkbookData } from "./workbook-sheets";

/** The work, kept in this browser from the first change; it starts as an example (or empty, on request). */
const stored: StoredWork<ToolState> = { key: CHARGES_SPLIT_KEY, parse: parseSavedState, empty: emptyState };

/** The names the visitor gave the headings and keys, by their uids. */
const namesOf = (state: ToolState): Names => ({
  headings: new Map(state.headings.map((row) => [row.uid, row.name.trim()])),
  keys: new Map(state.keys.map((key) => [key.uid, key.name.trim()])),
});

/** The work in progress: the saved one, else the example, its headings named in the page's language. */
function useWork(decimal: "," | ".") {
  const t = useT();
  return useStoredWork(stored, "example", () =>
    exampleState(
      [
        t("tools.charges.example.heading1"),
        t("tools.charges.example.heading2"),
        t("tools.charges.example.heading3"),
      ],
      decimal,
    ),
  );
}

/**
 * The charges split tool (decision 037): the form, read as it is typed (core/tools/
 * charges-split-form.ts), each error on its field in the page's language; the results of the last
 * complete entry stay shown while a field is being corrected. Loaded once the page has hydrated.
 */
export default function Tool({ onLots }: { onLots: (count: number) => void }) {
  const t = useT();
  const { numberIntl: intl } = useLocale();
  const decimal = decimalSeparator(intl);
  const { work: state, status, change: update, clear, startEmpty } = useWork(decimal);
  const reading = useMemo(() => readForm(state, decimal), [state, decimal]);
  const errors = useMemo(() => new Map(reading.errors.map((error) => [error.field, error.code])), [reading]);
  const current = useMemo(
    (): WorkbookData | undefined =>
      reading.result && { result: reading.result, input: reading.input, names: namesOf(state) },
    [reading, state],
  );
  // The last complete entry's results, kept while a field is being corrected.
  const [shown, setShown] = useState<WorkbookData | undefined>(current);
  if (current && current !== shown) setShown(current);
  useEffect(() => {
    onLots(reading.input.lots.length);
  }, [onLots, reading.input.lots.length]);

  const forget = () => {
    clear();
    setShown(undefined);
  };
  const statusAction =
    status === "example"
      ? { label: t("tools.charges.startEmpty"), onClick: startEmpty }
      : { label: t("tools.charges.clear"), onClick: forget };
  const sharesSum = current && current.input.lots.reduce((sum, lot) => sum + lot.shares, 0);
  return (
    <div>
      <WorkStatusBar message={t(`tools.charges.${status}`)} action={statusAction} hideInPrint />
      <ErrorsContext.Provider value={errors}>
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-2 print:hidden">
          <BudgetFields
            state={state}
            update={update}
            total={current && formatCentimes(budgetTotal(current.result), intl)}
          />
          <LotFields
            state={state}
            update={update}
            decimal={decimal}
            sum={sharesSum === undefined ? undefined : formatNumber(Math.round(sharesSum * 1e6) / 1e6, intl)}
          />
        </div>
        <div className="mt-6 print:hidden">
          <KeyFields state={state} update={update} />
        </div>
      </ErrorsContext.Provider>
      <section aria-labelledby="cs-results-title" className="mt-10">
        <h3 id="cs-results-title" className="text-2xl font-bold tracking-tight">
          {t("tools.charges.results.title")}
        </h3>
        {reading.errors.length > 0 && (
          <p role="status" className="mt-3 rounded-xl border border-accent p-3 font-medium print:hidden">
            {t("tools.charges.error.summary", { count: reading.errors.length })}{" "}
            {shown && t("tools.charges.results.stale")}
          </p>
        )}
        {shown ? (
          <Results result={shown.result} input={shown.input} names={shown.names} stale={!current} />
        ) : (
          <p className="mt-3 text-muted">{t("tools.charges.results.empty")}</p>
        )}
        <ExportActions data={current} />
      </section>
    </div>
  );
}
