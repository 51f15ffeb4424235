import type { DateStyle } from "#core/i18n/dates";
import type { Sample } from "./types";

/**
 * A sample moment in Morocco (UTC+1 outside Ramadan), written "2026-06-06 10:00": fixed, so that
 * every build draws the same screen.
 */
export function at(moment: string, show: DateStyle): Sample {
  return { at: `${moment.replace(" ", "T")}:00+01:00`, show };
}

export const mad = (dirhams: number): Sample => ({ mad: dirhams });
export const count = (n: number): Sample => ({ count: n });
export const percent = (share: number): Sample => ({ percent: share });
