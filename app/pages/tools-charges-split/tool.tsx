import { useEffect, useMemo } from "react";
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
import { ErrorsContext, WarningsContext, warningText } from "./tool-ui";
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
 * charges-split-form.ts), each error on its field in the page's language. Results are shown only
 * for a form without errors: while a field is wrong, a line asks to correct it (decision 052).
 * Loaded once the page has hydrated.
 */
export default function Tool({ onLots }: { onLots: (count: number) => void }) {
  const t = useT();
  const { numberIntl: intl } = useLocale();
  const decimal = decimalSeparator(intl);
  const { work: state, status, change: update, clear, startEmpty } = useWork(decimal);
  const reading = useMemo(() => readForm(state, intl), [state, intl]);
  const errors = useMemo(() => new Map(reading.errors.map((error) => [error.field, error.code])), [reading]);
  const warnings = useMemo(
    () => new Map(reading.warnings.map((warning) => [warning.field, warningText(t, warning, intl)])),
    [reading, t, intl],
  );
  const current = useMemo(
    (): WorkbookData | undefined =>
      reading.result && { result: reading.result, input: reading.input, names: namesOf(state) },
    [reading, state],
  );
  // A form with nothing in it yet (a blank page) has nothing to correct: it waits for figures.
  const blankForm = reading.errors.every((error) => error.field === "lots" || error.field === "headings");
  useEffect(() => {
    onLots(reading.input.lots.length);
  }, [onLots, reading.input.lots.length]);

  const statusAction =
    status === "example"
      ? { label: t("tools.charges.startEmpty"), onClick: startEmpty }
      : { label: t("tools.charges.clear"), onClick: clear };
  const sharesSum = current && current.input.lots.reduce((sum, lot) => sum + lot.shares, 0);
  return (
    <div>
      <WorkStatusBar message={t(`tools.charges.${status}`)} action={statusAction} hideInPrint />
      <ErrorsContext.Provider value={errors}>
        <WarningsContext.Provider value={warnings}>
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
              sum={
                sharesSum === undefined ? undefined : formatNumber(Math.round(sharesSum * 1e6) / 1e6, intl)
              }
            />
          </div>
          <div className="mt-6 print:hidden">
            <KeyFields state={state} update={update} />
          </div>
        </WarningsContext.Provider>
      </ErrorsContext.Provider>
      <section aria-labelledby="cs-results-title" className="mt-10">
        <h3 id="cs-results-title" className="text-2xl font-bold tracking-tight">
          {t("tools.charges.results.title")}
        </h3>
        {current ? (
          <Results
            result={current.result}
            input={current.input}
            names={current.names}
            warnings={[...warnings.values()]}
          />
        ) : blankForm ? (
          <p className="mt-3 text-muted">{t("tools.charges.results.empty")}</p>
        ) : (
          <p
            role="status"
            data-results="invalid"
            className="mt-3 rounded-xl border border-accent p-3 font-medium"
          >
            {t("tools.charges.error.summary", { count: reading.errors.length })}{" "}
            {t("tools.charges.results.invalid")}
          </p>
        )}
        <ExportActions data={current} />
      </section>
    </div>
  );
}
