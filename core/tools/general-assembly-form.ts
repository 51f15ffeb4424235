import {
  addDays,
  assemblyDeadlines,
  checkMeetingDate,
  DELIVERY_MARGIN_DAYS,
  ordinaryWindowOf,
  todayInCasablanca,
  type CalendarDate,
} from "./assembly-deadlines";
import { savedObject } from "./saved-work";

/**
 * The general-meeting planner's form (decision 039): what the syndic types, how it is read, and
 * how it is saved in the visitor's browser (core/storage-keys.ts) and read back. Pure, so the page
 * and the tests read it the same way.
 */

/** The usual items of a Moroccan co-ownership meeting's agenda, offered as checkboxes. */
export const agendaItemIds = [
  "syndic-report",
  "accounts",
  "budget",
  "syndic-election",
  "works",
  "rules",
] as const;
export type AgendaItemId = (typeof agendaItemIds)[number];

export type MeetingKind = "ordinary" | "extraordinary";

export type PlannerState = {
  version: 1;
  /** "2027-05-15", as a date field gives it; "" until typed. */
  date: string;
  /** "18:30"; "" until typed. */
  time: string;
  place: string;
  residence: string;
  address: string;
  kind: MeetingKind;
  /** The usual items ticked, in the list's order. */
  agenda: AgendaItemId[];
  /** The syndic's own items, one a line. */
  extra: string;
  /** The number of lots, optional: it prefills the demo form's size. */
  lots: string;
};

export type PlannerErrorCode =
  | "required"
  | "invalid-date"
  | "date-in-past"
  | "notice-too-late"
  | "invalid-time"
  | "no-agenda"
  | "not-a-whole-number";

export type PlannerField = "date" | "time" | "place" | "agenda" | "lots";

export type PlannerError = { field: PlannerField; code: PlannerErrorCode };

/**
 * What the planner warns of without refusing the date: the week's margin we suggest for sending
 * the notices has passed (`date` is then the latest day the law leaves), or an ordinary meeting
 * falls after the window of article 16 bis 2 (`date` is the window's last day).
 */
export type PlannerWarningCode = "margin-passed" | "outside-ordinary-window";

export type PlannerWarning = { field: "date"; code: PlannerWarningCode; date: CalendarDate };

export type PlannerReading = {
  errors: PlannerError[];
  warnings: PlannerWarning[];
  /** The meeting's date when it is a calendar date, even one refused: its deadlines still show. */
  date?: CalendarDate;
  /** The time when it is one ("18:30"). */
  time?: string;
  /** The agenda as the letter lists it: the usual items ticked, then the syndic's own. */
  agenda: ({ kind: "usual"; id: AgendaItemId } | { kind: "own"; text: string })[];
  lots?: number;
};

export const emptyPlanner = (): PlannerState => ({
  version: 1,
  date: "",
  time: "",
  place: "",
  residence: "",
  address: "",
  kind: "ordinary",
  agenda: ["accounts", "budget"],
  extra: "",
  lots: "",
});

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form read on `today` (Casablanca): its errors by field, and what the results can use. */
export function readPlanner(state: PlannerState, today: CalendarDate = todayInCasablanca()): PlannerReading {
  const errors: PlannerError[] = [];
  const date = state.date.trim();
  const dateErrors: { code: PlannerErrorCode }[] =
    date === "" ? [{ code: "required" }] : checkMeetingDate(date, today);
  for (const { code } of dateErrors) errors.push({ field: "date", code });
  const validDate = date !== "" && !dateErrors.some((error) => error.code === "invalid-date");

  const time = state.time.trim();
  if (time === "") errors.push({ field: "time", code: "required" });
  else if (!TIME.test(time)) errors.push({ field: "time", code: "invalid-time" });

  if (state.place.trim() === "") errors.push({ field: "place", code: "required" });

  const own = state.extra
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const agenda: PlannerReading["agenda"] = [
    ...agendaItemIds.filter((id) => state.agenda.includes(id)).map((id) => ({ kind: "usual" as const, id })),
    ...own.map((text) => ({ kind: "own" as const, text })),
  ];
  if (agenda.length === 0) errors.push({ field: "agenda", code: "no-agenda" });

  const lotsText = state.lots.trim();
  const lots = lotsText === "" ? undefined : Number(lotsText);
  if (lots !== undefined && !(Number.isInteger(lots) && lots > 0 && lots <= 100_000))
    errors.push({ field: "lots", code: "not-a-whole-number" });

  return {
    errors,
    warnings: validDate && dateErrors.length === 0 ? dateWarnings(date, state.kind, today) : [],
    agenda,
    ...(validDate && { date }),
    ...(TIME.test(time) && { time }),
    ...(lots !== undefined && Number.isInteger(lots) && lots > 0 && lots <= 100_000 && { lots }),
  };
}

/** The warnings of a meeting's date that is not refused: a refused date says what is wrong once. */
function dateWarnings(date: CalendarDate, kind: MeetingKind, today: CalendarDate) {
  const warnings: PlannerWarning[] = [];
  const sendBy = assemblyDeadlines(date).find((deadline) => deadline.id === "convocations-sent")?.date;
  if (sendBy !== undefined && addDays(sendBy, -DELIVERY_MARGIN_DAYS) < today)
    warnings.push({ field: "date", code: "margin-passed", date: sendBy });
  const window = kind === "ordinary" ? ordinaryWindowOf(date) : undefined;
  if (window && date > window.last)
    warnings.push({ field: "date", code: "outside-ordinary-window", date: window.last });
  return warnings;
}

const isText = (value: unknown): value is string => typeof value === "string";

/** A saved state, or undefined when the text is not one this version wrote. */
export function parseSavedPlanner(text: string | null): PlannerState | undefined {
  const saved = savedObject(text);
  if (!saved) return undefined;
  const texts = [
    saved.date,
    saved.time,
    saved.place,
    saved.residence,
    saved.address,
    saved.extra,
    saved.lots,
  ];
  if (saved.version !== 1 || !texts.every(isText)) return undefined;
  if (saved.kind !== "ordinary" && saved.kind !== "extraordinary") return undefined;
  const agenda = saved.agenda;
  if (!Array.isArray(agenda) || !agenda.every((id) => (agendaItemIds as readonly unknown[]).includes(id)))
    return undefined;
  return {
    version: 1,
    date: saved.date as string,
    time: saved.time as string,
    place: saved.place as string,
    residence: saved.residence as string,
    address: saved.address as string,
    kind: saved.kind as MeetingKind,
    agenda: agenda as AgendaItemId[],
    extra: saved.extra as string,
    lots: saved.lots as string,
  };
}

/** A file name's part from free text: "Résidence Les Orangers" is "residence-les-orangers". */
export function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
}
