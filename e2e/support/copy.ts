import { readFileSync } from "node:fs";
import type { LocaleCode } from "#core/i18n/locales";

/**
 * A message as a visitor reads it, from the copy files, so tests follow copy edits. Only for plain
 * messages (no placeholders); exact-match regexes come from `exactly`.
 */
export function copy(code: LocaleCode, namespace: string, key: string): string {
  const messages = JSON.parse(readFileSync(`locales/${code}/${namespace}.json`, "utf8")) as Record<
    string,
    string
  >;
  const message = messages[key];
  if (message === undefined) throw new Error(`No message ${key} in locales/${code}/${namespace}.json`);
  return message;
}

/** A pattern for literal text; any run of spaces (no-break ones included) matches any other. */
function literal(text: string): string {
  return text
    .split(/\s+/u)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("\\s+");
}

export function exactly(text: string): RegExp {
  return new RegExp(`^${literal(text)}$`, "u");
}

/** The start of a message with placeholders, up to its first placeholder. */
export function prefix(text: string): RegExp {
  const head = text.split("{")[0] ?? "";
  return new RegExp(`^${literal(head)}`, "u");
}

/**
 * A number as the site writes it: Intl's output without the directional marks it puts around
 * Arabic percentages and amounts (U+200E, U+200F, U+061C), which the site leaves out
 * (core/i18n/numbers.ts).
 */
export function unmarked(text: string): string {
  return text.replace(/[\u200e\u200f\u061c]/g, "");
}
