import { useContext } from "react";
import {
  agendaItemIds,
  type MeetingKind,
  type PlannerField,
  type PlannerState,
} from "#core/tools/general-assembly-form";
import { useT } from "#app/i18n/use-t";
import { ToolFieldset } from "#app/ui/tools/tool-field";
import { ErrorsContext, fieldId, GroupError, InputField } from "./fields";

export type Update = (change: Partial<PlannerState>) => void;
export type Touch = (field: PlannerField) => void;

/** What each part of the form is given: the planner's state, and how to change it. */
type PartProps = { state: PlannerState; update: Update };

const kinds: MeetingKind[] = ["ordinary", "extraordinary"];

/** When the meeting is: a date field then a time field, each named, typed and worded alike. */
const when = ["date", "time"] as const;

/** The meeting: its date and time, its place, and whether it is ordinary or extraordinary. */
export function MeetingFields({ state, update, touch }: PartProps & { touch: Touch }) {
  const t = useT();
  return (
    <ToolFieldset legend={t("tools.assembly.meeting.legend")} body="clear-both grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {when.map((field) => (
          <InputField
            key={field}
            field={field}
            type={field}
            label={t(`tools.assembly.meeting.${field}`)}
            value={state[field]}
            onChange={(value) => update({ [field]: value })}
            onBlur={() => touch(field)}
            warns={field === "date"}
          />
        ))}
      </div>
      <InputField
        field="place"
        label={t("tools.assembly.meeting.place")}
        hint={t("tools.assembly.meeting.placeHint")}
        value={state.place}
        onChange={(place) => update({ place })}
        onBlur={() => touch("place")}
      />
      <fieldset>
        <legend className="text-sm font-medium">{t("tools.assembly.meeting.kind")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {kinds.map((kind) => (
            <label key={kind} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="ga-kind"
                value={kind}
                checked={state.kind === kind}
                onChange={() => update({ kind })}
                className="size-5 accent-(--brand)"
              />
              {t(`tools.assembly.meeting.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </ToolFieldset>
  );
}

/** The residence, as the letter names it, and its number of lots for the way on. */
export function ResidenceFields({ state, update }: PartProps) {
  const t = useT();
  return (
    <ToolFieldset legend={t("tools.assembly.residence.legend")} body="clear-both grid gap-4">
      <InputField
        field="residence"
        label={t("tools.assembly.residence.name")}
        value={state.residence}
        onChange={(residence) => update({ residence })}
      />
      <InputField
        field="address"
        label={t("tools.assembly.residence.address")}
        value={state.address}
        onChange={(address) => update({ address })}
      />
      <InputField
        field="lots"
        type="number"
        label={t("tools.assembly.residence.lots")}
        hint={t("tools.assembly.residence.lotsHint")}
        value={state.lots}
        onChange={(lots) => update({ lots })}
      />
    </ToolFieldset>
  );
}

/** The agenda: the usual items as checkboxes, then the syndic's own, one a line. */
export function AgendaFields({ state, update }: PartProps) {
  const t = useT();
  const error = useContext(ErrorsContext).get("agenda");
  const toggle = (id: (typeof agendaItemIds)[number], checked: boolean) =>
    update({
      agenda: agendaItemIds.filter((item) => (item === id ? checked : state.agenda.includes(item))),
    });
  return (
    <ToolFieldset legend={t("tools.assembly.agenda.legend")} body="clear-both grid gap-4">
      <fieldset aria-describedby={error ? `${fieldId("agenda")}-error` : undefined}>
        <legend className="text-sm font-medium">{t("tools.assembly.agenda.usual")}</legend>
        <ul className="mt-2 space-y-1">
          {agendaItemIds.map((id) => (
            <li key={id}>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  checked={state.agenda.includes(id)}
                  onChange={(event) => toggle(id, event.currentTarget.checked)}
                  className="size-5 shrink-0 accent-(--brand)"
                />
                <span className="text-pretty">{t(`tools.assembly.agenda.${id}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <InputField
        field="extra"
        multiline
        label={t("tools.assembly.agenda.extra")}
        hint={t("tools.assembly.agenda.extraHint")}
        value={state.extra}
        onChange={(extra) => update({ extra })}
      />
      <GroupError field="agenda" />
    </ToolFieldset>
  );
}
