import type { LotRow, ToolState } from "#core/tools/charges-split-form";
import { newUid, withoutLot, withRow } from "#core/tools/charges-split-state";
import { useT } from "#app/i18n/use-t";
import { ToolFieldset } from "#app/ui/tools/tool-field";
import { PasteBox } from "./paste-box";
import {
  AddButton,
  FieldWarningText,
  focusSoon,
  GroupError,
  RemoveButton,
  rowName,
  TextField,
} from "./tool-ui";
import type { Update } from "./tool-ui";

/** One lot: its name and its general shares, the labels hidden (the columns' heads say them). */
function LotItem({ row, index, update }: { row: LotRow; index: number; update: Update }) {
  const t = useT();
  const name = rowName(t, "lots", row.name, index);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-x-3">
      <TextField
        field={`lots.${row.uid}.name`}
        label={`${t("tools.charges.lots.name")} ${index + 1}`}
        hideLabel
        value={row.name}
        onChange={(value) => update((current) => withRow(current, "lots", row.uid, { name: value }))}
      />
      <TextField
        field={`lots.${row.uid}.shares`}
        label={`${t("tools.charges.lots.shares")} — ${name}`}
        hideLabel
        numeric
        value={row.shares}
        onChange={(value) => update((current) => withRow(current, "lots", row.uid, { shares: value }))}
      />
      <RemoveButton
        label={t("tools.charges.lots.remove", { name })}
        beside="bare"
        onClick={() => update((current) => withoutLot(current, row.uid))}
      />
    </li>
  );
}

/** The lots and their general shares, typed or pasted, and the total the rules declare. */
export function LotFields({
  state,
  update,
  decimal,
  sum,
}: {
  state: ToolState;
  update: Update;
  decimal: "," | ".";
  /** The shares' sum as the page writes it, when every lot's shares read as a number. */
  sum?: string;
}) {
  const t = useT();
  return (
    <ToolFieldset legend={t("tools.charges.lots.legend")}>
      <TextField
        field="declaredTotal"
        label={t("tools.charges.lots.declaredTotal")}
        hint={t("tools.charges.lots.declaredHint")}
        value={state.declaredTotal}
        numeric
        onChange={(value) => update((current) => ({ ...current, declaredTotal: value }))}
        className="mb-5 max-w-sm"
      />
      <div
        className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-x-3 text-sm font-medium"
        aria-hidden="true"
      >
        <span>{t("tools.charges.lots.name")}</span>
        <span>{t("tools.charges.lots.shares")}</span>
        <span className="w-11" />
      </div>
      <ol className="space-y-2">
        {state.lots.map((row, index) => (
          <LotItem key={row.uid} row={row} index={index} update={update} />
        ))}
      </ol>
      <GroupError field="lots" />
      {sum && <p className="mt-3 text-sm text-muted">{t("tools.charges.lots.sum", { sum })}</p>}
      <FieldWarningText field="declaredTotal" />
      <AddButton
        onClick={() => {
          const uid = newUid("l");
          update((current) => ({ ...current, lots: [...current.lots, { uid, name: "", shares: "" }] }));
          focusSoon(`lots.${uid}.name`);
        }}
      >
        {t("tools.charges.lots.add")}
      </AddButton>
      <PasteBox update={update} decimal={decimal} />
    </ToolFieldset>
  );
}
