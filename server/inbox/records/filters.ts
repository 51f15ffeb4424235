import { z } from "zod";
import { localeCodes } from "#core/i18n/locales";
import { contactSubjects, demoRoles, planIds, queueStatuses, type Kind } from "./kinds";

/**
 * What a list shows, read from its URL (GET, so a filtered list can be bookmarked, shared and
 * exported as it is). A value that makes no sense is dropped rather than refused.
 */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(d)));
/** Free text; a NUL (which PostgreSQL refuses in text, and no record holds) counts as absent. */
const text = (max: number) =>
  z
    .string()
    .overwrite((v) => v.replaceAll("\0", ""))
    .trim()
    .max(max)
    .transform((v) => v || undefined);

const shape = {
  q: text(200),
  status: z.enum(queueStatuses),
  from: day,
  to: day,
  locale: z.enum(localeCodes as [string, ...string[]]),
  role: z.enum(demoRoles),
  plan: z.enum(planIds),
  city: text(100),
  subject: z.enum(contactSubjects),
  /** Where a lead's visit came from (decision 055): part of its UTM source, campaign, landing page. */
  source: text(100),
  campaign: text(100),
  landing: text(200),
  /** `failed`: only records with a delivery (e-mail, CRM) given up. */
  delivery: z.enum(["failed"]),
  page: z.coerce.number().int().min(1).max(100_000),
};

export type Filters = { [K in keyof typeof shape]?: z.output<(typeof shape)[K]> };

/** The filters each queue offers, besides search, status, dates, language and deliveries. */
const specific: Record<Kind, (keyof Filters)[]> = {
  demo: ["role", "plan", "city", "source", "campaign", "landing"],
  contact: ["subject", "source", "campaign", "landing"],
  deletion: [],
};

export const filterNames = (kind: Kind): (keyof Filters)[] => [
  "q",
  "status",
  "from",
  "to",
  "locale",
  "delivery",
  ...specific[kind],
];

export function parseFilters(kind: Kind, query: Record<string, unknown>): Filters {
  const filters: Filters = {};
  for (const name of [...filterNames(kind), "page" as const]) {
    const raw = Array.isArray(query[name]) ? (query[name] as unknown[])[0] : query[name];
    if (raw === undefined || raw === "") continue;
    const parsed = shape[name].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) (filters as Record<string, unknown>)[name] = parsed.data;
  }
  return filters;
}

/** The query string that reproduces `filters` (for links: paging, export, language switch). */
export function filtersQuery(filters: Filters, change: Partial<Filters> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...change })) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
