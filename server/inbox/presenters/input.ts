import { z } from "zod";
import { localeCodes, type LocaleCode } from "#core/i18n/locales";
import { weekdays, type WeeklyHours } from "#core/booking/slots";

/**
 * What a presenter sets (issue 32): the languages they present in, their weekly hours in
 * Casablanca time, their days off and their meeting link (none: a phone call). Read the same way
 * from the inbox's form and from `npm run inbox:user -- present`; a refusal names the field.
 */
export const WEEKDAYS = weekdays;
export type Weekday = (typeof WEEKDAYS)[number];

export type PresenterInput = {
  firstName: string;
  languages: LocaleCode[];
  weeklyHours: WeeklyHours;
  meetingLink: string | null;
  active: boolean;
  daysOff: string[];
};

export type PresenterField = "firstName" | "languages" | "hours" | "meetingLink" | "daysOff";
export type PresenterErrors = Partial<Record<PresenterField, true>>;

const time = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** "09:00-12:00, 14:00-17:30" (a hyphen or an en dash) → sorted ranges, or undefined if wrong. */
export function parseRanges(text: string): [string, string][] | undefined {
  const parts = text
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const ranges: [string, string][] = [];
  for (const part of parts) {
    const [from, to, ...rest] = part.split(/[-–—]/).map((p) => p.trim());
    if (!from || !to || rest.length > 0) return undefined;
    const start = from.length === 4 ? `0${from}` : from;
    const end = to.length === 4 ? `0${to}` : to;
    if (!time.test(start) || !(time.test(end) || end === "24:00")) return undefined;
    if (minutesOf(start) >= minutesOf(end)) return undefined;
    ranges.push([start, end]);
  }
  ranges.sort((a, b) => minutesOf(a[0]) - minutesOf(b[0]));
  for (let i = 1; i < ranges.length; i++)
    if (minutesOf((ranges[i] as [string, string])[0]) < minutesOf((ranges[i - 1] as [string, string])[1]))
      return undefined;
  return ranges;
}

/** Ranges as a person types them back: "09:00–12:00, 14:00–17:00". */
export const formatRanges = (ranges: [string, string][] | undefined) =>
  (ranges ?? []).map(([from, to]) => `${from}–${to}`).join(", ");

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
function realDay(day: string): boolean {
  if (!isoDay.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** Days written one per line, or separated by commas or spaces → sorted, without repeats. */
export function parseDays(text: string): string[] | undefined {
  const days = text
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);
  if (days.length > 366 || !days.every(realDay)) return undefined;
  return [...new Set(days)].sort();
}

const firstName = z.string().trim().min(1).max(60);
const link = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain })
  .max(500)
  .refine((value) => !/\s/.test(value));

/** What was typed, field by field, kept as typed so a refused form shows it again. */
export type PresenterDraft = {
  firstName: string;
  languages: string[];
  hours: Record<Weekday, string>;
  mode: string;
  meetingLink: string;
  active: boolean;
  daysOff: string;
};

export function parsePresenter(
  draft: PresenterDraft,
): { ok: true; value: PresenterInput } | { ok: false; errors: PresenterErrors } {
  const errors: PresenterErrors = {};
  const name = firstName.safeParse(draft.firstName);
  if (!name.success) errors.firstName = true;

  const languages = localeCodes.filter((code) => draft.languages.includes(code));
  const unknown = draft.languages.some((code) => !(localeCodes as readonly string[]).includes(code));
  if (languages.length === 0 || unknown) errors.languages = true;

  const weeklyHours: WeeklyHours = {};
  for (const day of WEEKDAYS) {
    const ranges = parseRanges(draft.hours[day] ?? "");
    if (!ranges) errors.hours = true;
    else if (ranges.length > 0) weeklyHours[day] = ranges;
  }

  let meetingLink: string | null = null;
  if (draft.mode === "video") {
    const parsed = link.safeParse(draft.meetingLink.trim());
    if (parsed.success) meetingLink = parsed.data;
    else errors.meetingLink = true;
  } else if (draft.mode !== "phone") errors.meetingLink = true;

  const daysOff = parseDays(draft.daysOff);
  if (!daysOff) errors.daysOff = true;

  if (!name.success || !daysOff || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { firstName: name.data, languages, weeklyHours, meetingLink, active: draft.active, daysOff },
  };
}

/** A stored presenter as its form shows it. */
export function draftOf(presenter: PresenterInput): PresenterDraft {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => [day, formatRanges(presenter.weeklyHours[day])]),
  ) as Record<Weekday, string>;
  return {
    firstName: presenter.firstName,
    languages: presenter.languages,
    hours,
    mode: presenter.meetingLink ? "video" : "phone",
    meetingLink: presenter.meetingLink ?? "",
    active: presenter.active,
    daysOff: presenter.daysOff.join("\n"),
  };
}

/** The team-wide settings (issue 32's contract, with its defaults). */
export type DemoSettings = {
  minutes: number;
  bufferMinutes: number;
  noticeHours: number;
  horizonDays: number;
  maxPerDay: number;
};

export const DEFAULT_SETTINGS: DemoSettings = {
  minutes: 30,
  bufferMinutes: 15,
  noticeHours: 12,
  horizonDays: 21,
  maxPerDay: 4,
};

/** Each setting's bounds: a demo of 15 minutes to 4 hours, a horizon of a day to a quarter… */
export const SETTING_BOUNDS: Record<keyof DemoSettings, [number, number]> = {
  minutes: [15, 240],
  bufferMinutes: [0, 120],
  noticeHours: [0, 336],
  horizonDays: [1, 90],
  maxPerDay: [1, 20],
};

export type ClosedDay = { day: string; label: string };
export type SettingsField = keyof DemoSettings | "closedDays";
export type SettingsDraft = Record<keyof DemoSettings, string> & { closedDays: string };

/** "2027-03-10 Aïd al-Fitr" one per line → closed days, or undefined if a line is wrong. */
export function parseClosedDays(text: string): ClosedDay[] | undefined {
  const days = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const [day = "", ...label] = trimmed.split(/\s+/);
    if (!realDay(day)) return undefined;
    const name = label.join(" ").slice(0, 120);
    days.set(day, name);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, label]) => ({ day, label }));
}

export function parseSettings(
  draft: SettingsDraft,
):
  | { ok: true; value: DemoSettings; closedDays: ClosedDay[] }
  | { ok: false; errors: Partial<Record<SettingsField, true>> } {
  const errors: Partial<Record<SettingsField, true>> = {};
  const value = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(SETTING_BOUNDS) as (keyof DemoSettings)[]) {
    const [min, max] = SETTING_BOUNDS[key];
    const parsed = z.coerce
      .number()
      .int()
      .min(min)
      .max(max)
      .safeParse(draft[key].trim() || "x");
    if (parsed.success) value[key] = parsed.data;
    else errors[key] = true;
  }
  const closedDays = parseClosedDays(draft.closedDays);
  if (!closedDays) errors.closedDays = true;
  if (!closedDays || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value, closedDays };
}
