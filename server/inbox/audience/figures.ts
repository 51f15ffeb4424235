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

/** Where a visit came from: its `utm_source` when it has one, else the referring site, else '' (direct). */
const visitSource = sql.raw(`coalesce(nullif(utm_source, ''), referrer_host)`);
const leadSource = sql.raw(`coalesce(nullif(a.utm_source, ''), nullif(a.referrer_host, ''), '')`);

const dimensionColumn: Record<Dimension, { visit: SQL; lead: SQL }> = {
  landing: { visit: sql.raw("landing"), lead: sql.raw("coalesce(a.landing_page, '')") },
  language: { visit: sql.raw("language"), lead: sql.raw("s.locale") },
  source: { visit: visitSource, lead: leadSource },
  campaign: { visit: sql.raw("utm_campaign"), lead: sql.raw("coalesce(a.utm_campaign, '')") },
};

const leadForms = sql.join(
  LEAD_FORMS.map((f) => sql`${f}`),
  sql`, `,
);

type Scope = { inPeriod: SQL; views: SQL; leadsInPeriod: SQL };

function scopeOf(period: Period): Scope {
  const inPeriod = sql`day between ${period.from}::date and ${period.to}::date`;
  const leadsFrom = dayStart(period.from).toISOString();
  const leadsTo = dayStart(period.to, 1).toISOString();
  return {
    inPeriod,
    views: sql`kind = 'view' and ${inPeriod}`,
    leadsInPeriod: sql`s.kind::text in (${leadForms}) and s.status::text not in ('unconfirmed', 'spam')
      and s.created_at >= ${leadsFrom}::timestamptz and s.created_at < ${leadsTo}::timestamptz`,
  };
}

type Counted = { key: string; n: string };

/** Views and visits grouped by one column of the view rows, most first. */
async function grouped(db: Database, scope: Scope, column: SQL, where: SQL = sql`true`): Promise<Row[]> {
  const rows = await queryRows<{ key: string; views: string; visits: string }>(
    db,
    sql`select ${column} as key, sum(views) as views, sum(visits) as visits
        from analytics_daily where ${scope.views} and ${where}
        group by 1 order by 2 desc, 3 desc, 1`,
  );
  return rows.map((r) => ({ key: r.key, views: num(r.views), visits: num(r.visits) }));
}

async function readDays(db: Database, scope: Scope, period: Period): Promise<DayRow[]> {
  const [daily, visitors] = await Promise.all([
    queryRows<{ day: string; views: string; visits: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, sum(views) as views, sum(visits) as visits
          from analytics_daily where ${scope.views} group by day`,
    ),
    queryRows<{ day: string; visitors: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, visitors from analytics_visitors
          where ${scope.inPeriod}`,
    ),
  ]);
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const visitorsByDay = new Map(visitors.map((v) => [v.day, num(v.visitors)]));
  return period.days.map((day) => ({
    day,
    views: num(byDay.get(day)?.views),
    visits: num(byDay.get(day)?.visits),
    visitors: visitorsByDay.get(day) ?? 0,
  }));
}

/** One dimension of the path to a lead: its visits, its lead forms started, its leads. */
async function pathTo(db: Database, scope: Scope, dimension: Dimension): Promise<PathRow[]> {
  const { visit, lead } = dimensionColumn[dimension];
  const [visits, started, leads] = await Promise.all([
    queryRows<Counted>(
      db,
      sql`select ${visit} as key, sum(visits) as n from analytics_daily where ${scope.views} group by 1`,
    ),
    queryRows<Counted>(
      db,
      sql`select ${visit} as key, sum(views) as n from analytics_daily
          where kind = 'event' and event = 'form_started' and detail in (${leadForms})
            and ${scope.inPeriod} group by 1`,
    ),
    queryRows<Counted>(
      db,
      sql`select ${lead} as key, count(*) as n from submissions s
          left join lead_attributions a on a.submission_id = s.id
          where ${scope.leadsInPeriod} group by 1`,
    ),
  ]);
  const rows = new Map<string, PathRow>();
  const row = (key: string) => {
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { key, visits: 0, formsStarted: 0, leads: 0 }));
    return found;
  };
  for (const r of visits) row(r.key).visits += num(r.n);
  for (const r of started) row(r.key).formsStarted += num(r.n);
  for (const r of leads) row(r.key).leads += num(r.n);
  return [...rows.values()]
    .filter((r) => r.visits > 0 || r.formsStarted > 0 || r.leads > 0)
    .sort((a, b) => b.leads - a.leads || b.visits - a.visits || a.key.localeCompare(b.key))
    .slice(0, TOP);
}

/** The leads of the period, and what the demo requests' visits saw and used. */
async function readLeads(db: Database, scope: Scope) {
  const [totals, pages, tools] = await Promise.all([
    queryRows<{ leads: string; demo: string }>(
      db,
      sql`select count(*) as leads, count(*) filter (where s.kind = 'demo') as demo
          from submissions s where ${scope.leadsInPeriod}`,
    ),
    queryRows<Counted>(
      db,
      sql`select seen.page as key, count(distinct s.id) as n from submissions s
          join lead_attributions a on a.submission_id = s.id
          cross join lateral unnest(a.pages_seen) as seen(page)
          where ${scope.leadsInPeriod} and s.kind = 'demo'
          group by 1 order by 2 desc, 1 limit ${TOP}`,
    ),
    queryRows<Counted>(
      db,
      sql`select a.tool as key, count(*) as n from submissions s
          join lead_attributions a on a.submission_id = s.id
          where ${scope.leadsInPeriod} and s.kind = 'demo' and a.tool is not null
          group by 1 order by 2 desc, 1`,
    ),
  ]);
  const seen = (rows: Counted[]) => rows.map((r) => ({ key: r.key, leads: num(r.n) }));
  return {
    leads: num(totals[0]?.leads),
    demoLeads: num(totals[0]?.demo),
    pagesBeforeDemo: seen(pages),
    toolsBeforeDemo: seen(tools),
  };
}

export async function readFigures(db: Database, period: Period): Promise<Figures> {
  const scope = scopeOf(period);
  const [daily, pages, languages, sources, campaigns, devices, events, leads, ...paths] = await Promise.all([
    readDays(db, scope, period),
    grouped(db, scope, sql.raw("path")),
    grouped(db, scope, sql.raw("language")),
    grouped(db, scope, visitSource),
    grouped(db, scope, sql.raw("utm_campaign"), sql`utm_campaign <> ''`),
    grouped(db, scope, sql.raw("device")),
    queryRows<{ event: string; detail: string; count: string }>(
      db,
      sql`select event, detail, sum(views) as count from analytics_daily
            where kind = 'event' and ${scope.inPeriod} group by 1, 2 order by 3 desc, 1, 2`,
    ),
    readLeads(db, scope),
    ...dimensions.map((dimension) => pathTo(db, scope, dimension)),
  ]);
  const eventRows = events.map((e) => ({ event: e.event, detail: e.detail, count: num(e.count) }));
  return {
    totals: {
      views: daily.reduce((sum, d) => sum + d.views, 0),
      visits: daily.reduce((sum, d) => sum + d.visits, 0),
      leads: leads.leads,
      demoLeads: leads.demoLeads,
    },
    daily,
    pages: pages.slice(0, TOP),
    languages,
    sources: sources.slice(0, TOP),
    campaigns: campaigns.slice(0, TOP),
    devices,
    tools: eventRows.filter((e) => TOOL_EVENTS.includes(e.event)),
    events: eventRows,
    path: Object.fromEntries(dimensions.map((d, i) => [d, paths[i] ?? []])) as Record<Dimension, PathRow[]>,
    pagesBeforeDemo: leads.pagesBeforeDemo,
    toolsBeforeDemo: leads.toolsBeforeDemo,
  };
}

/** Nothing counted and no lead in the period: the page says so rather than drawing empty charts. */
export const isEmpty = (figures: Figures) =>
  figures.totals.views === 0 && figures.totals.leads === 0 && figures.events.length === 0;

/** Leads per visit, or null when there was no visit to divide by. */
export const conversion = (row: PathRow): number | null => (row.visits > 0 ? row.leads / row.visits : null);
