import type { KeyRow, ToolState } from "#core/tools/charges-split-form";
import { newUid, withoutKey, withRow } from "#core/tools/charges-split-state";
import { useT } from "#app/i18n/use-t";
import { ToolFieldset } from "#app/ui/tools/tool-field";
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

/** Changes one special key, from what it was. */
function setKey(update: Update, uid: string, change: (key: KeyRow) => KeyRow) {
  update((state) => withRow(state, "keys", uid, change));
}

/** One special key: its name, its declared total, and each lot's shares in it (blank: not borne). */
function KeyCard({
  keyRow,
  index,
  state,
  update,
}: {
  keyRow: KeyRow;
  index: number;
  state: ToolState;
  update: Update;
}) {
  const t = useT();
  const name = rowName(t, "keys", keyRow.name, index);
  return (
    <li className="rounded-2xl bg-sunken p-4">
      <div className="flex items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
          <TextField
            field={`keys.${keyRow.uid}.name`}
            label={t("tools.charges.keys.name")}
            value={keyRow.name}
            onChange={(value) => setKey(update, keyRow.uid, (key) => ({ ...key, name: value }))}
          />
          <TextField
            field={`keys.${keyRow.uid}.declaredTotal`}
            label={t("tools.charges.keys.declaredTotal")}
            value={keyRow.declaredTotal}
            numeric
            onChange={(value) => setKey(update, keyRow.uid, (key) => ({ ...key, declaredTotal: value }))}
          />
        </div>
        <RemoveButton
          label={t("tools.charges.keys.remove", { name })}
          beside="labelled"
          onClick={() => update((current) => withoutKey(current, keyRow.uid))}
        />
      </div>
      <fieldset className="mt-4 min-w-0">
        <legend className="text-sm font-semibold">{t("tools.charges.keys.shares")}</legend>
        <GroupError field={`keys.${keyRow.uid}.lots`} />
        <FieldWarningText field={`keys.${keyRow.uid}.declaredTotal`} />
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {state.lots.map((lot, lotIndex) => {
            const lotName = rowName(t, "lots", lot.name, lotIndex);
            return (
              <TextField
                key={lot.uid}
                field={`keys.${keyRow.uid}.shares.${lot.uid}`}
                label={lotName}
                srLabel={t("tools.charges.keys.lotShares", { lot: lotName, key: name })}
                numeric
                value={keyRow.shares[lot.uid] ?? ""}
                onChange={(value) =>
                  setKey(update, keyRow.uid, (key) => ({
                    ...key,
                    shares: { ...key.shares, [lot.uid]: value },
                  }))
                }
              />
            );
          })}
        </div>
      </fieldset>
    </li>
  );
}

/** The special keys: the lift, a staircase, a car park, each borne by some lots only. */
export function KeyFields({ state, update }: { state: ToolState; update: Update }) {
  const t = useT();
  return (
    <ToolFieldset legend={t("tools.charges.keys.legend")}>
      <p className="max-w-3xl text-muted text-pretty">{t("tools.charges.keys.intro")}</p>
      {state.keys.length > 0 && (
        <ol className="mt-4 space-y-4">
          {state.keys.map((keyRow, index) => (
            <KeyCard key={keyRow.uid} keyRow={keyRow} index={index} state={state} update={update} />
          ))}
        </ol>
      )}
      <AddButton
        onClick={() => {
          const uid = newUid("k");
          update((current) => ({
            ...current,
            keys: [...current.keys, { uid, name: "", declaredTotal: "", shares: {} }],
          }));
          focusSoon(`keys.${uid}.name`);
        }}
      >
        {t("tools.charges.keys.add")}
      </AddButton>
    </ToolFieldset>
  );
}
