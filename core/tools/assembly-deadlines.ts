import { getCitation, type Citation, type Delay, type Source } from "../content/co-ownership-law";

/**
 * The dates a general meeting sets off, from its date: when the notices must go out before it,
 * and the delays of the law after it. Each deadline carries the id of its citation in
 * core/content/co-ownership-law.ts, and its delay comes from there. Where the sources disagree,
 * the deadline gives one date for each version and picks none.
 *
 * Dates are calendar dates ("2027-03-20") as a syndic reads them in Casablanca; the arithmetic
 * is on the calendar, so no clock change moves a day. A delay in months keeps the day of the
 * month, or the month's last day when it has fewer days (31 December + 2 months = 28 February).
 */

export type CalendarDate = string;

export type DeadlineId = "convocations-sent" | "minutes-notified";

export type DatedAlternative = { date: CalendarDate; delay: Delay; sources: Source[] };

export type Deadline = {
  id: DeadlineId;
  citationId: string;
  /** Whether the date is a latest date before the meeting or after it. */
  relation: "before-meeting" | "after-meeting";
  /** The date, when the sources agree. */
  date?: CalendarDate;
  /** One date per version, when they disagree. */
  alternatives?: DatedAlternative[];
};

export type DateError = { code: "invalid-date" | "date-in-past" | "notice-too-late"; field: "meetingDate" };

/**
 * Days before the law's latest day that the planner suggests sending the notices: the fifteen
 * days may count to the notice's receipt, and a registered letter takes days (decision 036). Our
 * suggestion, and said to be one: no source sets it.
 */
export const DELIVERY_MARGIN_DAYS = 7;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(date: CalendarDate): Date | undefined {
  const match = ISO.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day
    ? utc
    : undefined;
}

function fromUtc(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  return toUtc(value) !== undefined;
}

function required(date: CalendarDate): Date {
  const utc = toUtc(date);
  if (!utc) throw new RangeError(`Not a calendar date: ${date}`);
  return utc;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = required(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const utc = required(date);
  const target = new Date(Date.UTC(utc.getUTCFullYear(), utc.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(utc.getUTCDate(), lastDay));
  return fromUtc(target);
}

function shift(date: CalendarDate, delay: Delay, sign: 1 | -1): CalendarDate {
  return "days" in delay ? addDays(date, sign * delay.days) : addMonths(date, sign * delay.months);
}

/** Today's date in Casablanca, whatever the device's time zone. */
export function todayInCasablanca(now: Date = new Date()): CalendarDate {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Casablanca",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

function citation(id: string): Citation {
  const found = getCitation(id);
  if (!found) throw new Error(`No citation ${id} in core/content/co-ownership-law.ts`);
  return found;
}

/** A deadline from its citation: one date, or one per disputed version. */
function deadlineFrom(
  id: DeadlineId,
  citationId: string,
  meeting: CalendarDate,
  relation: Deadline["relation"],
): Deadline {
  const cited = citation(citationId);
  const sign = relation === "before-meeting" ? -1 : 1;
  if (cited.disputed) {
    const alternatives = cited.disputed.alternatives.flatMap((alternative) =>
      alternative.value
        ? [
            {
              date: shift(meeting, alternative.value, sign),
              delay: alternative.value,
              sources: alternative.sources,
            },
          ]
        : [],
    );
    return { id, citationId, relation, alternatives };
  }
  if (!cited.value) throw new Error(`Citation ${citationId} has no delay`);
  return { id, citationId, relation, date: shift(meeting, cited.value, sign) };
}

/**
 * The deadlines of a meeting held on `meeting`: the latest day to send the notices and the
 * minutes' notification. No second meeting: the text that would set its delay when the quorum is
 * missed was not found, and a rule without its text is not given (decision 054).
 */
export function assemblyDeadlines(meeting: CalendarDate): Deadline[] {
  required(meeting);
  return [
    deadlineFrom("convocations-sent", "convocation-notice", meeting, "before-meeting"),
    deadlineFrom("minutes-notified", "minutes-notification", meeting, "after-meeting"),
  ];
}

/**
 * By when the ordinary meeting should be held after the year ending on `yearEnd`: within thirty
 * days (article 16 bis 2); one date per version should the texts ever disagree.
 */
export function ordinaryAssemblyWindow(yearEnd: CalendarDate): DatedAlternative[] {
  required(yearEnd);
  const cited = citation("ordinary-assembly-window");
  const versions = cited.disputed?.alternatives ?? [
    { value: cited.value, rule: cited.rule, sources: cited.sources },
  ];
  return versions.flatMap((alternative) =>
    alternative.value
      ? [
          {
            date: shift(yearEnd, alternative.value, 1),
            delay: alternative.value,
            sources: alternative.sources,
          },
        ]
      : [],
  );
}

/**
 * The window of an ordinary meeting held in `meeting`'s year: from the day after the end of the
 * year before (31 December) to the last day of the delay in days of article 16 bis 2 (30 January).
 * Undefined when the data gives that delay in days no more.
 */
export function ordinaryWindowOf(
  meeting: CalendarDate,
): { yearEnd: CalendarDate; last: CalendarDate } | undefined {
  required(meeting);
  const yearEnd = `${String(Number(meeting.slice(0, 4)) - 1).padStart(4, "0")}-12-31`;
  const last = ordinaryAssemblyWindow(yearEnd).find((version) => "days" in version.delay)?.date;
  return last === undefined ? undefined : { yearEnd, last };
}

/**
 * What is wrong with a meeting date typed on `today` (Casablanca): not a date, in the past, or
 * too close for the notices to go out in time.
 */
export function checkMeetingDate(meeting: string, today: CalendarDate = todayInCasablanca()): DateError[] {
  if (!isCalendarDate(meeting)) return [{ code: "invalid-date", field: "meetingDate" }];
  if (meeting < today) return [{ code: "date-in-past", field: "meetingDate" }];
  const sendBy = deadlineFrom("convocations-sent", "convocation-notice", meeting, "before-meeting").date;
  if (sendBy !== undefined && sendBy < today) return [{ code: "notice-too-late", field: "meetingDate" }];
  return [];
}
