import { familyKey } from "#core/i18n/keys";
import type { SavingsErrorCode, SavingsField, SavingsForm } from "#core/tools/savings-estimator";
import { inputClass } from "#app/forms/ui/field";
import { useT } from "#app/i18n/use-t";
import { toolControl, ToolField, ToolFieldset } from "#app/ui/tools/tool-field";

/** A field's element id: "lots" is "se-lots". */
export const fieldId = (field: SavingsField) => `se-${field}`;

/** The form's parts, each a fieldset of the fields that feed one or two lines of the result. */
const groups: { id: string; fields: SavingsField[] }[] = [
  { id: "residence", fields: ["lots", "chargesPerLot"] },
  { id: "notices", fields: ["registeredPerYear", "bailiffPerYear"] },
  { id: "paper", fields: ["pagesPerYear", "pricePerPage"] },
  { id: "staff", fields: ["staffHoursPerMonth", "staffHourlyCost"] },
  { id: "unpaid", fields: ["unpaidRate", "unpaidRecovered"] },
  { id: "online", fields: ["shareOnline"] },
];

/** A labelled number field, its hint and its error under it; numbers are typed left to right. */
function NumberField({
  field,
  value,
  error,
  onChange,
}: {
  field: SavingsField;
  value: string;
  error?: SavingsErrorCode;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = fieldId(field);
  const hint = t(`tools.savings.field.${field}.hint`);
  const message = error && t(`tools.savings.error.${error}`);
  return (
    <ToolField id={id} label={t(`tools.savings.field.${field}`)} hint={hint} error={message}>
      <input
        {...toolControl(id, { hint, error: message })}
        type="text"
        autoComplete="off"
        inputMode="decimal"
        dir="ltr"
        value={value}
        required={field === "lots" || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${inputClass} tabular-nums`}
      />
    </ToolField>
  );
}

/** The residence's numbers, part by part; every field starts blank (the estimator supplies none). */
export function SavingsFields({
  form,
  errors,
  update,
}: {
  form: SavingsForm;
  errors: ReadonlyMap<SavingsField, SavingsErrorCode>;
  update: (field: SavingsField, value: string) => void;
}) {
  const t = useT();
  return (
    <div className="mt-6 grid items-start gap-6 md:grid-cols-2">
      {groups.map((group) => (
        <ToolFieldset
          key={group.id}
          legend={t(familyKey(`tools.savings.group.${group.id}`))}
          body="clear-both grid gap-5"
        >
          {group.fields.map((field) => (
            <NumberField
              key={field}
              field={field}
              value={form[field]}
              error={errors.get(field)}
              onChange={(value) => update(field, value)}
            />
          ))}
        </ToolFieldset>
      ))}
    </div>
  );
}
