import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client";
import { dayStart } from "../records/days";
import type { Period } from "./period";

/**
 * The Audience page's figures for a period (issue 33 §3, decision 057), read from the daily counts
 * (`analytics_daily`, `analytics_visitors`) and from the leads (`submissions` with
 * `lead_attributions`). Every list the page, its charts and its workbook show comes from here, so
 * they always agree.
 *
 * Reading the counts: a view row's `views` are page views and its `visits` the visits that began
 * there (first views); an event row's `views` is how many times the event happened. `''` is "none"
 * (no referrer: a direct visit; no campaign).
 */
export type Row = { key: string; views: number; visits: number };
export type DayRow = { day: string; views: number; visits: number; visitors: number };
export type EventRow = { event: string; detail: string; count: number };
/** One line of the path to a lead: a landing page, a language, a source or a campaign. */
export type PathRow = { key: string; visits: number; formsStarted: number; leads: number };
export type Dimension = "landing" | "language" | "source" | "campaign";
export const dimensions: Dimension[] = ["landing", "language", "source", "campaign"];
/** Demo requests whose visit saw a page (or used a tool), out of `demoLeads`. */
export type SeenRow = { key: string; leads: number };

export type Figures = {
  totals: { views: number; visits: number; leads: number; demoLeads: number };
  daily: DayRow[];
  pages: Row[];
  languages: Row[];
  sources: Row[];
  campaigns: Row[];
  devices: Row[];
  tools: EventRow[];
  events: EventRow[];
  path: Record<Dimension, PathRow[]>;
  pagesBeforeDemo: SeenRow[];
  toolsBeforeDemo: SeenRow[];
};

/** The lists that could grow with the site (pages, sources, campaigns) show their first rows only. */
export const TOP = 20;
/** The events that are the toolbox's use. */
export const TOOL_EVENTS = ["tool_used", "template_downloaded", "calendar_exported", "estimator_used"];
/** A form that makes a lead (deletion requests are no lead). */
const LEAD_FORMS = ["demo", "contact"];

const num = (value: unknown) => Number(value ?? 0);

const leadForms = sql.join(
  LEAD_FORMS.map((f) => sql`${f}`),
  sql`, `,
);

/**
 * The columns the page groups the counts by. Where a visit came from is its `utm_source` when it
 * has one, else the referring site's host, else '' (direct); a lead's the same, from its attribution.
 */
const visitColumns = {
  day: sql.raw("to_char(day, 'YYYY-MM-DD')"),
  path: sql.raw("path"),
  language: sql.raw("language"),
  landing: sql.raw("landing"),
  source: sql.raw("coalesce(nullif(utm_source, ''), referrer_host)"),
  campaign: sql.raw("utm_campaign"),
  device: sql.raw("device"),
};
type VisitColumn = keyof typeof visitColumns;
const leadColumns: Record<Dimension, SQL> = {
  landing: sql.raw("coalesce(a.landing_page, '')"),
  language: sql.raw("s.locale"),
  source: sql.raw("coalesce(nullif(a.utm_source, ''), nullif(a.referrer_host, ''), '')"),
  campaign: sql.raw("coalesce(a.utm_campaign, '')"),
};

type Scope = { inPeriod: SQL; leadsInPeriod: SQL };

function scopeOf(period: Period): Scope {
  const leadsFrom = dayStart(period.from).toISOString();
  const leadsTo = dayStart(period.to, 1).toISOString();
  return {
    inPeriod: sql`day between ${period.from}::date and ${period.to}::date`,
    leadsInPeriod: sql`s.kind::text in (${leadForms}) and s.status::text not in ('unconfirmed', 'spam')
      and s.created_at >= ${leadsFrom}::timestamptz and s.created_at < ${leadsTo}::timestamptz`,
  };
}

/**
 * Sums by several groupings in one pass over the rows (GROUPING SETS): each result row says which
 * grouping it belongs to (`set`) and holds its key. Over 90 days a scan is what costs; one scan per
 * kind of row keeps the page fast (docs/inbox.md gives the figures).
 */
async function groupedSets<Name extends string>(
  db: Database,
  from: SQL,
  sets: Record<Name, SQL>,
  sums: SQL,
): Promise<Map<Name, Record<string, string>[]>> {
  const names = Object.keys(sets) as Name[];
  // The keys are raw column expressions (no parameter), so the select and the grouping sets name
  // the same expressions.
  const keys = sql.join(
    names.map((name, i) => sql`${sets[name]} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const groups = sql.join(
    names.map((name) => sql`(${sets[name]})`),
    sql`, `,
  );
  const which = sql.join(
    names.map((name) => sets[name]),
    sql`, `,
  );
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`select grouping(${which}) as set, ${keys}, ${sums} from ${from} group by grouping sets (${groups})`,
  );
  // grouping() sets a bit for each column left out: the set of column i has every bit but its own.
  const all = (1 << names.length) - 1;
  const bySet = new Map<Name, Record<string, string>[]>(names.map((name) => [name, []]));
  for (const row of rows) {
    const i = names.findIndex((_, i) => Number(row.set) === (all ^ (1 << (names.length - 1 - i))));
    const name = names[i];
    if (name === undefined) continue;
    bySet.get(name)?.push({ ...row, key: row[`k${i}`] ?? "" });
  }
  return bySet;
}

const rowsOf = (rows: Record<string, string>[] = []): Row[] =>
  rows
    .map((r) => ({ key: r.key ?? "", views: num(r.views), visits: num(r.visits) }))
    .sort((a, b) => b.views - a.views || b.visits - a.visits || a.key.localeCompare(b.key));

async function readViews(db: Database, scope: Scope) {
  return groupedSets<VisitColumn>(
    db,
    sql`analytics_daily where kind = 'view' and ${scope.inPeriod}`,
    visitColumns,
    sql`sum(views) as views, sum(visits) as visits`,
  );
}

/** Event rows: each event and detail, and the lead forms started by each dimension of the path. */
async function readEvents(db: Database, scope: Scope) {
  return groupedSets<"event" | Dimension>(
    db,
    sql`analytics_daily where kind = 'event' and ${scope.inPeriod}`,
    {
      event: sql.raw("event || chr(9) || detail"),
      landing: visitColumns.landing,
      language: visitColumns.language,
      source: visitColumns.source,
      campaign: visitColumns.campaign,
    },
    sql`sum(views) as count,
        sum(views) filter (where event = 'form_started' and detail in (${leadForms})) as started`,
  );
}

/** The leads of the period by each dimension of the path, and what demo requests' visits saw and used. */
async function readLeads(db: Database, scope: Scope) {
  const from = sql`submissions s left join lead_attributions a on a.submission_id = s.id
    where ${scope.leadsInPeriod}`;
  const [byDimension, totals, pages, tools] = await Promise.all([
    groupedSets<Dimension>(db, from, leadColumns, sql`count(*) as leads`),
    queryRows<{ leads: string; demo: string }>(
      db,
      sql`select count(*) as leads, count(*) filter (where s.kind = 'demo') as demo from ${from}`,
    ),
    queryRows<{ key: string; n: string }>(
      db,
      sql`select seen.page as key, count(distinct s.id) as n from submissions s
          join lead_attributions a on a.submission_id = s.id
          cross join lateral unnest(a.pages_seen) as seen(page)
          where ${scope.leadsInPeriod} and s.kind = 'demo'
          group by 1 order by 2 desc, 1 limit ${TOP}`,
    ),
    queryRows<{ key: string; n: string }>(
      db,
      sql`select a.tool as key, count(*) as n from submissions s
          join lead_attributions a on a.submission_id = s.id
          where ${scope.leadsInPeriod} and s.kind = 'demo' and a.tool is not null
          group by 1 order by 2 desc, 1`,
    ),
  ]);
  const seen = (rows: { key: string; n: string }[]) => rows.map((r) => ({ key: r.key, leads: num(r.n) }));
  return {
    byDimension,
    leads: num(totals[0]?.leads),
    demoLeads: num(totals[0]?.demo),
    pagesBeforeDemo: seen(pages),
    toolsBeforeDemo: seen(tools),
  };
}

/** One dimension of the path to a lead: its visits, its lead forms started, its leads. */
function pathOf(
  visits: Record<string, string>[] = [],
  events: Record<string, string>[] = [],
  leads: Record<string, string>[] = [],
): PathRow[] {
  const rows = new Map<string, PathRow>();
  const row = (key = "") => {
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { key, visits: 0, formsStarted: 0, leads: 0 }));
    return found;
  };
  for (const r of visits) row(r.key).visits += num(r.visits);
  for (const r of events) row(r.key).formsStarted += num(r.started);
  for (const r of leads) row(r.key).leads += num(r.leads);
  return [...rows.values()]
    .filter((r) => r.visits > 0 || r.formsStarted > 0 || r.leads > 0)
    .sort((a, b) => b.leads - a.leads || b.visits - a.visits || a.key.localeCompare(b.key))
    .slice(0, TOP);
}

export async function readFigures(db: Database, period: Period): Promise<Figures> {
  const scope = scopeOf(period);
  const [views, events, leads, visitors] = await Promise.all([
    readViews(db, scope),
    readEvents(db, scope),
    readLeads(db, scope),
    queryRows<{ day: string; visitors: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, visitors from analytics_visitors where ${scope.inPeriod}`,
    ),
  ]);
  const byDay = new Map((views.get("day") ?? []).map((d) => [d.key, d]));
  const visitorsByDay = new Map(visitors.map((v) => [v.day, num(v.visitors)]));
  const daily = period.days.map((day) => ({
    day,
    views: num(byDay.get(day)?.views),
    visits: num(byDay.get(day)?.visits),
    visitors: visitorsByDay.get(day) ?? 0,
  }));
  const eventRows = (events.get("event") ?? [])
    .map((e) => {
      const [event = "", detail = ""] = (e.key ?? "").split("\t");
      return { event, detail, count: num(e.count) };
    })
    .sort((a, b) => b.count - a.count || a.event.localeCompare(b.event) || a.detail.localeCompare(b.detail));
  return {
    totals: {
      views: daily.reduce((sum, d) => sum + d.views, 0),
      visits: daily.reduce((sum, d) => sum + d.visits, 0),
      leads: leads.leads,
      demoLeads: leads.demoLeads,
    },
    daily,
    pages: rowsOf(views.get("path")).slice(0, TOP),
    languages: rowsOf(views.get("language")),
    sources: rowsOf(views.get("source")).slice(0, TOP),
    campaigns: rowsOf(views.get("campaign"))
      .filter((r) => r.key !== "")
      .slice(0, TOP),
    devices: rowsOf(views.get("device")),
    tools: eventRows.filter((e) => TOOL_EVENTS.includes(e.event)),
    events: eventRows,
    path: Object.fromEntries(
      dimensions.map((d) => [d, pathOf(views.get(d), events.get(d), leads.byDimension.get(d))]),
    ) as Record<Dimension, PathRow[]>,
    pagesBeforeDemo: leads.pagesBeforeDemo,
    toolsBeforeDemo: leads.toolsBeforeDemo,
  };
}

/** Nothing counted and no lead in the period: the page says so rather than drawing empty charts. */
export const isEmpty = (figures: Figures) =>
  figures.totals.views === 0 && figures.totals.leads === 0 && figures.events.length === 0;

/** Leads per visit, or null when there was no visit to divide by. */
export const conversion = (row: PathRow): number | null => (row.visits > 0 ? row.leads / row.visits : null);
