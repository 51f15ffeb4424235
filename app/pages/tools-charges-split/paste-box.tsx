import { useState } from "react";
import { withColumnAsKey, withPastedLots } from "#core/tools/charges-split-state";
import { parsePastedLots, type OtherColumn, type PasteError } from "#core/tools/paste-table";
import { FieldHint, inputClass } from "#app/forms/ui/field";
import { useT, type Translate } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { toolControl } from "#app/ui/tools/tool-field";
import type { Update } from "./tool-ui";

export function pasteMessage(t: Translate, error: PasteError): string {
  switch (error.code) {
    case "empty":
      return t("tools.charges.paste.error.empty");
    case "missing-column":
      return t(`tools.charges.paste.error.missing-column.${error.column}`);
    case "not-a-number":
      return t("tools.charges.paste.error.not-a-number", { row: error.row, value: error.value });
    case "missing-lot":
      return t("tools.charges.paste.error.missing-lot", { row: error.row });
    case "empty-row":
      return t("tools.charges.paste.error.empty-row", { row: error.row });
  }
}

type Outcome = { imported: number; columns: OtherColumn[] } | { errors: PasteError[] };

/**
 * A range pasted from a spreadsheet (core/tools/paste-table.ts) replaces the lots, unless it has
 * errors, which are listed by line and change nothing. Its other named columns may each become a
 * special key: the visitor says which (a column of floors looks like one).
 */
export function PasteBox({ update, decimal }: { update: Update; decimal: "," | "." }) {
  const t = useT();
  const [text, setText] = useState("");
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const messages =
    outcome && "errors" in outcome ? outcome.errors.map((error) => pasteMessage(t, error)) : [];
  const hint = t("tools.charges.paste.hint");
  const submit = () => {
    const parsed = parsePastedLots(text, decimal);
    if (parsed.errors.length > 0) return setOutcome({ errors: parsed.errors });
    update((state) => withPastedLots(state, parsed.lots, decimal));
    setOutcome({ imported: parsed.lots.length, columns: parsed.otherColumns });
  };
  return (
    <div className="mt-6 border-t border-line pt-5">
      <label htmlFor="cs-paste" className="block font-semibold">
        {t("tools.charges.paste.label")}
      </label>
      <FieldHint id="cs-paste">{hint}</FieldHint>
      <textarea
        {...toolControl("cs-paste", { hint, error: messages.join(" ") })}
        rows={4}
        dir="auto"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        className={`${inputClass} font-mono text-sm`}
      />
      {messages.length > 0 && (
        <ul id="cs-paste-error" className="mt-2 space-y-1 text-sm font-medium text-accent">
          {messages.map((message, index) => (
            <li key={index} className="flex items-start gap-1.5">
              <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
              <span>{message}</span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={submit} className="btn btn-secondary mt-3">
        {t("tools.charges.paste.submit")}
      </button>
      <div role="status" className="mt-3">
        {outcome && "imported" in outcome && (
          <p className="font-medium">{t("tools.charges.paste.done", { count: outcome.imported })}</p>
        )}
      </div>
      {outcome && "columns" in outcome && outcome.columns.length > 0 && (
        <ul className="mt-2 space-y-2">
          {outcome.columns.map((column) => (
            <li key={column.name} className="flex flex-wrap items-center gap-3 rounded-xl bg-sunken p-3">
              <span className="text-sm">
                {t("tools.charges.paste.column", {
                  name: column.name,
                  count: column.values.filter((entry) => entry.value !== undefined && entry.value !== 0)
                    .length,
                })}
              </span>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  update((state) => withColumnAsKey(state, column, decimal));
                  setOutcome({
                    imported: outcome.imported,
                    columns: outcome.columns.filter((other) => other !== column),
                  });
                }}
              >
                {t("tools.charges.paste.useColumn")}
                <span className="sr-only">: {column.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
