import { TEAM_TIME_ZONE } from "../records/days";

/**
 * The period the Audience page shows, read from its URL (a plain GET form): `days` = 7, 30 or 90
 * (the last days up to today, in Casablanca), or a custom `from`–`to` (both days included, at most
 * 366 days; `days=custom` or no `days`). A value that makes no sense is dropped, as the queues'
 * filters do: the page then shows the last 30 days.
 */
export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = 30;
/** The longest custom period: a leap year. */
export const MAX_DAYS = 366;

export type Period = {
  /** First and last day, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  /** The preset chosen, or undefined for a custom period. */
  preset?: Preset;
  /** Every day of the period, in order. */
  days: string[];
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/** A day `YYYY-MM-DD` that exists in the calendar (2026-02-30 does not). */
function validDay(value: unknown): string | undefined {
  if (typeof value !== "string" || !DAY.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? undefined : value;
}

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * MS_PER_DAY).toISOString().slice(0, 10);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);

const today = new Intl.DateTimeFormat("en-CA", {
  timeZone: TEAM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Casablanca, `YYYY-MM-DD`. */
export const casablancaToday = (now: Date = new Date()) => today.format(now);

function span(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}

const first = (value: unknown) => (Array.isArray(value) ? (value as unknown[])[0] : value);

export function parsePeriod(query: Record<string, unknown>, now: Date = new Date()): Period {
  const last = casablancaToday(now);
  const asked = PRESETS.find((p) => String(p) === first(query.days));
  const from = validDay(first(query.from));
  const to = validDay(first(query.to));
  // A preset chosen wins over the dates the form still holds; a custom period needs both dates.
  if (!asked && from && to && from <= to && daysBetween(from, to) < MAX_DAYS)
    return { from, to, days: span(from, to) };
  const preset = asked ?? DEFAULT_PRESET;
  const start = addDays(last, 1 - preset);
  return { from: start, to: last, preset, days: span(start, last) };
}

/** The query string that shows `period` again (links: the export, the other languages). */
export function periodQuery(period: Period): string {
  return period.preset ? `?days=${period.preset}` : `?from=${period.from}&to=${period.to}`;
}
