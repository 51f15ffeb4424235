import { assemblyIcs } from "#core/tools/ics";
import { slug, type PlannerReading, type PlannerState } from "#core/tools/general-assembly-form";
import type { Translate } from "#app/i18n/use-t";

/** How long the event lasts in the calendar: a default the visitor changes there, not a rule. */
export const MEETING_MINUTES = 120;

/**
 * The meeting as an .ics file (core/tools/ics.ts) in the page's language: its name and the
 * residence, its place and address, and the agenda as the description. Undefined until the date
 * and time are complete. `stamp` is when the file is made.
 */
export function calendarFile(
  t: Translate,
  state: PlannerState,
  reading: PlannerReading,
  stamp: Date,
): { name: string; text: string } | undefined {
  const { date, time } = reading;
  if (!date || !time) return undefined;
  const residence = state.residence.trim();
  const agenda = reading.agenda.map(
    (item, index) =>
      `${index + 1}. ${item.kind === "usual" ? t(`tools.assembly.agenda.${item.id}`) : item.text}`,
  );
  const location = [state.place.trim(), state.address.trim()].filter(Boolean).join(", ");
  const text = assemblyIcs({
    uid: `ag-${date}-${time.replace(":", "")}-${slug(residence) || "residence"}@urbis.ma`,
    stamp,
    date,
    time,
    durationMinutes: MEETING_MINUTES,
    summary: [t("tools.assembly.ics.summary", { kind: state.kind }), residence].filter(Boolean).join(" — "),
    ...(location && { location }),
    description: [t("tools.assembly.ics.agenda"), ...agenda].join("\n"),
  });
  return { name: `${t("tools.assembly.ics.file", { date })}.ics`, text };
}

/** Hands a text to the visitor as a file. */
export function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
