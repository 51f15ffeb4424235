// The inbox's Audience page over 90 days of counts, on PostgreSQL: how long its queries take.
// Seeds a database of its own on TEST_DATABASE_URL (or DATABASE_URL), dropped afterwards, with
// ROWS view rows and a tenth as many event rows a day for 90 days, and LEADS leads with their
// attribution; then reads the page's figures (server/inbox/audience/figures.ts) RUNS times and
// prints the median and the slowest. A benchmark, not a test (docs/inbox.md gives its figures).
//   tsx bench/audience.ts --rows=5000 --leads=3000 --runs=7
import path from "node:path";
import { sql } from "drizzle-orm";
import { runnerImport } from "vite";
import { freshPostgresDatabase } from "../scripts/postgres-database";
import type * as Client from "../server/db/client";
import type * as Figures from "../server/inbox/audience/figures";
import type * as Period from "../server/inbox/audience/period";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const ROWS = option("rows", "5000");
const LEADS = option("leads", "3000");
const RUNS = option("runs", "7");
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "";
if (!adminUrl) {
  console.error("Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server.");
  process.exit(1);
}

const load = async <T>(file: string) =>
  (await runnerImport<T>(path.resolve(file), { configFile: false, logLevel: "error" })).module;
const { openDatabase } = await load<typeof Client>("server/db/client.ts");
const { readFigures } = await load<typeof Figures>("server/inbox/audience/figures.ts");
const { parsePeriod } = await load<typeof Period>("server/inbox/audience/period.ts");

const { databaseUrl, remove } = await freshPostgresDatabase(adminUrl, "urbis_bench_audience");
const handle = await openDatabase({ databaseUrl, dataDir: "unused" });
try {
  const { db } = handle;
  const started = performance.now();
  // Views: a (path, landing) pair per row, so every row of a day is its own group, as the roll-up makes them.
  await db.execute(sql`insert into analytics_daily
    select current_date - d, 'view', '/page-' || (i % 400), (array['fr','en','ar'])[1 + i % 3],
      '/landing-' || (i / 400), (array['', 'www.google.com', 'm.facebook.com', 'www.linkedin.com'])[1 + i % 4],
      (array['', '', 'facebook', 'google', 'newsletter'])[1 + i % 5], '',
      case when i % 5 = 2 then 'campaign-' || (i % 20) else '' end,
      (array['phone','tablet','desktop'])[1 + i % 3], '', '', 1 + i % 9, i % 3, i % 3
    from generate_series(0, 89) d, generate_series(1, ${ROWS}) i`);
  await db.execute(sql`insert into analytics_daily
    select current_date - d, 'event', '/page-' || (i % 40), (array['fr','en','ar'])[1 + i % 3],
      '/landing-' || (i / 40), '', (array['', 'facebook', 'google'])[1 + i % 3], '', '',
      (array['phone','tablet','desktop'])[1 + i % 3],
      (array['tool_used','form_started','form_sent','template_downloaded'])[1 + i % 4],
      (array['demo','contact','charges-split','templates'])[1 + (i / 4) % 4], 1 + i % 4, 0, 1
    from generate_series(0, 89) d, generate_series(1, ${Math.round(ROWS / 10)}) i`);
  await db.execute(sql`insert into analytics_visitors
    select current_date - d, 1000 + d from generate_series(0, 89) d`);
  await db.execute(sql`with s as (
      insert into submissions (kind, reference, status, locale, consent_version, email, ip_hash, created_at)
      select (case when i % 3 = 0 then 'contact' else 'demo' end)::submission_kind, 'BEN-' || i, 'new',
        (array['fr','en','ar'])[1 + i % 3], 'bench', 'lead' || i || '@example.ma', 'bench',
        now() - (i % 90) * interval '1 day'
      from generate_series(1, ${LEADS}) i returning id, reference)
    insert into lead_attributions (submission_id, recorded_by, landing_page, utm_source, utm_campaign, pages_seen, tool)
    select id, 'page', '/landing-' || (substr(reference, 5)::int % 12), 'facebook', 'campaign-' || (substr(reference, 5)::int % 20),
      array['/page-1', '/page-' || (substr(reference, 5)::int % 40), '/demo'],
      case when substr(reference, 5)::int % 4 = 0 then 'charges-split' end
    from s`);
  await db.execute(sql`analyze`);
  const seeded = performance.now() - started;
  const period = parsePeriod({ days: "90" });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    await readFigures(db, period);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const rows = await db.execute(sql`select count(*) as n from analytics_daily`);
  console.log(
    JSON.stringify({
      analyticsDailyRows: Number((rows as unknown as { rows: { n: string }[] }).rows[0]?.n),
      leads: LEADS,
      seededSeconds: Math.round(seeded / 100) / 10,
      runs: RUNS,
      medianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
      slowestMs: Math.round(times[times.length - 1] ?? 0),
      firstMs: Math.round(times[0] ?? 0),
    }),
  );
} finally {
  await handle.close();
  await remove();
}
