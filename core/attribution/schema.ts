import { z } from "zod/mini";
import { readable } from "#core/forms/fields";
import { pages } from "#core/paths/page-table";
import { attributionFields, attributionLimits as limits, type AttributionKey } from "./fields";

/**
 * Where a lead's visit came from, checked as every other field is (decision 055). What the page's
 * script sends is a forged value as easily as a true one, and a lead is never refused for it: each
 * value is either kept clean, cut to its bound, or dropped (undefined) — never stored as sent.
 *
 * - `landing_page`, `form_page`, each of `pages_seen`: a path of the site (`/`, then letters,
 *   digits, `-._~%/`), at most 200 characters, no query; anything else is dropped.
 * - `referrer_host`: a host name (letters, digits, `-`, dots), lower-cased; anything else is dropped.
 * - `utm_*`: text on one line (spaces collapsed), without the characters a one-line field refuses
 *   (decision 047) — else dropped; cut to 100 characters.
 * - `pages_seen`: the last 10 valid paths are kept.
 * - `tool`: one of the toolbox's tools (`charges-split`, …), else dropped.
 * - `visit_seconds`: whole seconds, 0 to 30 days, else dropped.
 */

/** The toolbox's tools, by the last part of their page's path. */
export const toolIds: readonly string[] = pages
  .filter((page) => page.id.startsWith("tools-"))
  .map((page) => page.id.slice("tools-".length));

const pathPattern = /^\/[A-Za-z0-9\-._~%/]*$/;
const hostPattern =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A field that never fails: `clean` gives the value to keep, or undefined to drop it. */
const kept = <T>(clean: (value: unknown) => T | undefined) =>
  z.pipe(
    z.unknown(),
    z.transform((value) => clean(value)),
  );

const oneString = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

export function cleanPath(value: unknown): string | undefined {
  const text = oneString(value);
  return text !== undefined && text.length <= limits.path && pathPattern.test(text) ? text : undefined;
}

export function cleanHost(value: unknown): string | undefined {
  const text = oneString(value)?.trim().toLowerCase();
  return text && hostPattern.test(text) ? text : undefined;
}

export function cleanUtm(value: unknown): string | undefined {
  const text = oneString(value)?.replace(/\s+/g, " ").trim();
  if (!text || !readable(text, true)) return undefined;
  // Cut by characters, never inside one (an emoji is two UTF-16 units).
  return Array.from(text).slice(0, limits.utm).join("");
}

function cleanPages(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list
    .map(cleanPath)
    .filter((path) => path !== undefined)
    .slice(-limits.pages);
}

function cleanTool(value: unknown): string | undefined {
  const text = oneString(value);
  return text !== undefined && toolIds.includes(text) ? text : undefined;
}

function cleanSeconds(value: unknown): number | undefined {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\d{1,10}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= 0 && number <= limits.visitSeconds ? number : undefined;
}

const shape = {
  landingPage: kept(cleanPath),
  formPage: kept(cleanPath),
  referrerHost: kept(cleanHost),
  utmSource: kept(cleanUtm),
  utmMedium: kept(cleanUtm),
  utmCampaign: kept(cleanUtm),
  utmTerm: kept(cleanUtm),
  utmContent: kept(cleanUtm),
  pagesSeen: kept(cleanPages),
  tool: kept(cleanTool),
  visitSeconds: kept(cleanSeconds),
} satisfies Record<AttributionKey, unknown>;

export const attributionSchema = z.object(shape);

type TextKey = Exclude<AttributionKey, "pagesSeen" | "visitSeconds">;

/** What a lead records of its visit; `recordedBy` says whether the page's script took part. */
export type Attribution = { [K in TextKey]?: string | undefined } & {
  pagesSeen: string[];
  visitSeconds?: number | undefined;
  recordedBy: "page" | "service";
};

/** The attribution a body carries, by wire name (`utm_source`, …), cleaned; never fails. */
export function readAttribution(body: Record<string, unknown>): Omit<Attribution, "recordedBy"> {
  const named = Object.fromEntries(
    (Object.keys(attributionFields) as AttributionKey[]).map((key) => [key, body[attributionFields[key]]]),
  );
  const parsed = attributionSchema.parse(named);
  return { ...parsed, pagesSeen: parsed.pagesSeen ?? [] };
}
