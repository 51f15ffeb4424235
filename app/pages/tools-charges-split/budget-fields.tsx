import type { HeadingRow, ToolState } from "#core/tools/charges-split-form";
import { newUid, withRow } from "#core/tools/charges-split-state";
import { inputClass } from "#app/forms/ui/field";
import { useT } from "#app/i18n/use-t";
import { ToolFieldset } from "#app/ui/tools/tool-field";
import {
  AddButton,
  fieldId,
  focusSoon,
  GroupError,
  RemoveButton,
  rowName,
  TextField,
  useFieldError,
} from "./tool-ui";
import type { Update } from "./tool-ui";

/** Changes one heading of the budget. */
function setHeading(update: Update, uid: string, change: Partial<HeadingRow>) {
  update((state) => withRow(state, "headings", uid, change));
}

/** Which lots bear a heading: all of them by their general shares, or a special key's. */
function KeySelect({ row, state, update }: { row: HeadingRow; state: ToolState; update: Update }) {
  const t = useT();
  const field = `headings.${row.uid}.keyUid`;
  const id = fieldId(field);
  const error = useFieldError(field);
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {t("tools.charges.budget.key")}
      </label>
      <select
        id={id}
        value={row.keyUid}
        onChange={(event) => setHeading(update, row.uid, { keyUid: event.currentTarget.value })}
        aria-invalid={error ? true : undefined}
        className={inputClass}
      >
        <option value="">{t("tools.charges.budget.general")}</option>
        {state.keys.map((key, index) => (
          <option key={key.uid} value={key.uid}>
            {rowName(t, "keys", key.name, index)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The yearly budget: its headings, each with its amount and the lots that bear it. */
export function BudgetFields({ state, update, total }: { state: ToolState; update: Update; total?: string }) {
  const t = useT();
  return (
    <ToolFieldset legend={t("tools.charges.budget.legend")}>
      <ol className="space-y-4">
        {state.headings.map((row, index) => {
          const name = rowName(t, "budget", row.name, index);
          return (
            <li key={row.uid} className="flex items-start gap-3 border-b border-line pb-4 last:border-0">
              <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
                <TextField
                  field={`headings.${row.uid}.name`}
                  label={t("tools.charges.budget.name")}
                  value={row.name}
                  onChange={(value) => setHeading(update, row.uid, { name: value })}
                />
                <TextField
                  field={`headings.${row.uid}.amount`}
                  label={t("tools.charges.budget.amount")}
                  value={row.amount}
                  numeric
                  onChange={(value) => setHeading(update, row.uid, { amount: value })}
                />
                {state.keys.length > 0 && <KeySelect row={row} state={state} update={update} />}
              </div>
              <RemoveButton
                label={t("tools.charges.budget.remove", { name })}
                beside="labelled"
                onClick={() =>
                  update((current) => ({
                    ...current,
                    headings: current.headings.filter((heading) => heading.uid !== row.uid),
                  }))
                }
              />
            </li>
          );
        })}
      </ol>
      <GroupError field="headings" />
      <AddButton
        onClick={() => {
          const uid = newUid("h");
          update((current) => ({
            ...current,
            headings: [...current.headings, { uid, name: "", amount: "", keyUid: "" }],
          }));
          focusSoon(`headings.${uid}.name`);
        }}
      >
        {t("tools.charges.budget.add")}
      </AddButton>
      {total && <p className="mt-4 font-semibold">{t("tools.charges.budget.total", { amount: total })}</p>}
    </ToolFieldset>
  );
}
