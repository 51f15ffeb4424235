// Demo booking under load (issue 32): the slot list and the booking on PostgreSQL, at C concurrent
// connections, against the real service on loopback (a build's service/main.js; the site from
// SITE_DIR). Presenters are inserted directly. Phase 1: N slot-list requests. Phase 2: C clients
// book the free times, two clients per time (so half the attempts meet a taken time); then every
// 201 is looked up in the database: a booking acknowledged but not stored is "lost" (must be 0),
// and the database must hold one booking per time. Prints p50/p99, writes
// bench/results/booking-<date>.json. A benchmark, not a test.
//   TEST_DATABASE_URL=postgres://… BUILD_DIR=… tsx bench/booking.ts --requests=1000 --concurrency=50
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { freshPostgresDatabase } from "../scripts/postgres-database";
import { waitFor } from "./support/servers";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REQUESTS = Number(option("requests", "1000"));
const CONCURRENCY = Number(option("concurrency", "50"));
const PORT = Number(option("port", "4531"));
const PRESENTERS = Number(option("presenters", "3"));
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SITE_DIR = process.env.SITE_DIR ?? path.join(BUILD_DIR, "client");
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "";
if (!DATABASE_URL) throw new Error("Set TEST_DATABASE_URL (a PostgreSQL server)");

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

async function seedPresenters(client: pg.Client) {
  const hours = JSON.stringify(
    Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((day) => [day, [["08:00", "18:00"]]])),
  );
  for (let i = 0; i < PRESENTERS; i++) {
    const { rows } = await client.query<{ id: string }>(
      "insert into staff_users (email, name, password_hash) values ($1, $2, 'x') returning id",
      [`presenter-${i}@urbis.test`, `Presenter ${i}`],
    );
    await client.query(
      "insert into demo_presenters (user_id, first_name, languages, weekly_hours) values ($1, $2, '{fr}', $3)",
      [rows[0]?.id, `Presenter ${i}`, hours],
    );
  }
}

async function listPhase(url: string) {
  // Phase 1: the slot list.
  const listTimes: number[] = [];
  let listFailed = 0;
  let next = 0;
  let starts: string[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const began = performance.now();
        const response = await fetch(`${url}/api/demo/slots?language=fr`).catch(() => undefined);
        const body = (await response?.json().catch(() => undefined)) as
          { days: { slots: { start: string }[] }[] } | undefined;
        listTimes.push(performance.now() - began);
        if (response?.status !== 200 || !body) {
          listFailed++;
          continue;
        }
        if (starts.length === 0) starts = body.days.flatMap((day) => day.slots.map((slot) => slot.start));
      }
    }),
  );

  return { listTimes, listFailed, starts };
}

async function bookPhase(url: string, starts: string[]) {
  // Phase 2: bookings, two clients per time.
  const attempts = starts.flatMap((start) => [start, start]).slice(0, REQUESTS);
  const bookTimes: number[] = [];
  const acknowledged: { reference: string; start: string }[] = [];
  let refused = 0;
  let other = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (n < attempts.length) {
        const i = n++;
        const start = attempts[i] as string;
        const began = performance.now();
        const response = await fetch(`${url}/api/demo-requests`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            firstName: "Salma",
            lastName: `Benali ${i}`,
            email: `bench-${i}@example.ma`,
            phone: "06 12 34 56 78",
            company: "Résidence Anfa",
            city: "Casablanca",
            country: "MA",
            role: "SYNDIC",
            size: "120",
            preferredLanguage: "fr",
            timeSlots: [],
            consent: true,
            fillMs: 5000,
            lang: "fr",
            slot: start,
          }),
        }).catch(() => undefined);
        const body = (await response?.json().catch(() => undefined)) as { reference?: string } | undefined;
        bookTimes.push(performance.now() - began);
        if (response?.status === 201 && body?.reference)
          acknowledged.push({ reference: body.reference, start });
        else if (response?.status === 409) refused++;
        else other++;
      }
    }),
  );
  return { attempts, bookTimes, acknowledged, refused, other };
}

async function main() {
  const { databaseUrl, remove } = await freshPostgresDatabase(DATABASE_URL, "urbis_bench");
  const child = spawn(process.execPath, [path.join(BUILD_DIR, "service", "main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      LOG_LEVEL: "warn",
      SITE_DIR,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "20",
      SERVICE_URL: `http://127.0.0.1:${PORT}`,
      FORM_RATE_LIMIT: "1000000",
      JOBS: "false",
      OUTBOX_DIR: path.join("test-results", "bench-booking-mail"),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${PORT}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await waitFor(`${url}/api/demo/slots?language=fr`, 120_000);
    await client.connect();
    await seedPresenters(client);
    const { listTimes, listFailed, starts } = await listPhase(url);
    const { attempts, bookTimes, acknowledged, refused, other } = await bookPhase(url, starts);
    const { rows } = await client.query<{ reference: string; starts_at: Date }>(
      `select s.reference, b.starts_at from demo_bookings b join submissions s on s.id = b.submission_id
       where b.status = 'booked'`,
    );
    const stored = new Map(rows.map((row) => [row.reference, new Date(row.starts_at).toISOString()]));
    const lost = acknowledged.filter((a) => stored.get(a.reference) !== a.start).length;
    const { rows: doubled } = await client.query(
      "select presenter_id, starts_at from demo_bookings where status = 'booked' group by 1, 2 having count(*) > 1",
    );
    const result = {
      date: new Date().toISOString(),
      backend: "postgres",
      concurrency: CONCURRENCY,
      presenters: PRESENTERS,
      slotList: {
        requests: listTimes.length,
        failed: listFailed,
        p50: round(percentile(listTimes, 50)),
        p99: round(percentile(listTimes, 99)),
      },
      booking: {
        attempts: attempts.length,
        acknowledged: acknowledged.length,
        refused,
        other,
        p50: round(percentile(bookTimes, 50)),
        p99: round(percentile(bookTimes, 99)),
        stored: rows.length,
        lost,
        doubleBooked: doubled.length,
      },
    };
    console.log(JSON.stringify(result, null, 2));
    mkdirSync("bench/results", { recursive: true });
    writeFileSync(
      `bench/results/booking-${result.date.slice(0, 10)}.json`,
      `${JSON.stringify(result, null, 2)}\n`,
    );
    if (lost > 0 || doubled.length > 0) process.exitCode = 1;
  } finally {
    await client.end().catch(() => undefined);
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await remove();
  }
}

await main();
