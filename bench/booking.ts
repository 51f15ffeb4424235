// Demo booking under load (issue 32): the slot list and the booking on PostgreSQL, at C concurrent
// connections, against the real service on loopback (a build's service/main.js; the site from
// SITE_DIR). Presenters are inserted directly. Phase 1: N slot-list requests. Phase 2: C clients
// book the free times, two clients per time (so half the attempts meet a taken time); then every
// 201 is looked up in the database: a booking acknowledged but not stored is "lost" (must be 0),
// and the database must hold one booking per time. Prints p50/p99, writes
// bench/results/booking-<date>.json. A benchmark, not a test.
//   TEST_DATABASE_URL=postgres://… BUILD_DIR=… tsx bench/booking.ts --requests=1000 --concurrency=50
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { freshPostgresDatabase } from "../scripts/postgres-database";
import { waitFor } from "./support/servers";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REQUESTS = Number(option("requests", "1000"));
const CONCURRENCY = Number(option("concurrency", "50"));
// --warmup=W: W slot-list requests first, on the same connections, not counted in the measure
// (their own p50/p99 are printed apart): the service's code optimised and the list computed, as
// on an instance that has been up for a while. The first list is computed after a change anyway.
const WARMUP = Number(option("warmup", "0"));
const PORT = Number(option("port", process.env.BENCH_PORT ?? "4531"));
const PRESENTERS = Number(option("presenters", "3"));
// --cpu-prof=<dir>: the service writes a V8 processor profile there when it stops.
const CPU_PROF = option("cpu-prof", "");
// Each connection comes from a loopback address of its own (127.0.0.2, .3, …), as 50 visitors
// would: the forms' rate limit counts per address. --one-address: all from 127.0.0.1, one client.
const ONE_ADDRESS = args.includes("--one-address");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SITE_DIR = process.env.SITE_DIR ?? path.join(BUILD_DIR, "client");
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "";
if (!DATABASE_URL) throw new Error("Set TEST_DATABASE_URL (a PostgreSQL server)");

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

/** One keep-alive agent per connection, bound to its loopback address. */
const agents = new Map<number, http.Agent>();
function agentOf(client: number) {
  let agent = agents.get(client);
  if (!agent) {
    const localAddress = ONE_ADDRESS ? "127.0.0.1" : `127.0.0.${2 + (client % 250)}`;
    agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
    agents.set(client, agent);
  }
  return agent;
}

/** A GET, or a JSON POST with `body`, on the client's own connection. */
function send(client: number, url: string, { body }: { body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: body === undefined ? "GET" : "POST",
        agent: agentOf(client),
        headers: body === undefined ? {} : { "content-type": "application/json" },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function parsed<T>(text: string | undefined): T | undefined {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

/** Processor time a process has used so far, in ms (Linux: /proc/<pid>/stat, at 100 ticks a second). */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** What `phase` took: its wall time, and the processor time of the bench and of the service. */
async function withCpu<T>(servicePid: number | undefined, phase: () => Promise<T>) {
  const before = { bench: process.cpuUsage(), service: cpuMsOf(servicePid) };
  const began = performance.now();
  const result = await phase();
  const bench = process.cpuUsage(before.bench);
  return [
    result,
    {
      wallMs: Math.round(performance.now() - began),
      benchCpuMs: Math.round((bench.user + bench.system) / 1000),
      serviceCpuMs: cpuMsOf(servicePid) - before.service,
    },
  ] as const;
}

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

async function listPhase(url: string, requests: number) {
  // Phase 1: the slot list.
  const listTimes: number[] = [];
  // The requests sent once a first answer has come: the list computed and kept (decision 063).
  const keptTimes: number[] = [];
  let firstAnswer = Infinity;
  let listFailed = 0;
  let next = 0;
  let starts: string[] = [];
  let listBytes = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      while (next < requests) {
        next++;
        const began = performance.now();
        const response = await send(client, `${url}/api/demo/slots?language=fr`).catch(() => undefined);
        const ended = performance.now();
        listTimes.push(ended - began);
        if (began > firstAnswer) keptTimes.push(ended - began);
        firstAnswer = Math.min(firstAnswer, ended);
        // The first list is read whole (its times are booked in phase 2); the others only checked
        // for their shape, so that the load generator spends its processor time on sending.
        if (response?.status !== 200 || !response.body.startsWith('{"timeZone":')) {
          listFailed++;
          continue;
        }
        if (starts.length === 0) {
          const body = parsed<{ days: { slots: { start: string }[] }[] }>(response.body);
          starts = body?.days.flatMap((day) => day.slots.map((slot) => slot.start)) ?? [];
          listBytes = response.body.length;
        }
      }
    }),
  );

  const summary = {
    requests: listTimes.length,
    failed: listFailed,
    bytes: listBytes,
    p50: round(percentile(listTimes, 50)),
    p99: round(percentile(listTimes, 99)),
    sentOnceKept: {
      requests: keptTimes.length,
      p50: round(percentile(keptTimes, 50)),
      p99: round(percentile(keptTimes, 99)),
    },
  };
  return { summary, starts };
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
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      while (n < attempts.length) {
        const i = n++;
        const start = attempts[i] as string;
        const began = performance.now();
        const response = await send(client, `${url}/api/demo-requests`, {
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
        const body = parsed<{ reference?: string }>(response?.body);
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
  const profile = CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(BUILD_DIR, "service", "main.js")], {
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
    const warmup = WARMUP > 0 ? (await listPhase(url, WARMUP)).summary : undefined;
    const [{ summary, starts }, listCpu] = await withCpu(child.pid, () => listPhase(url, REQUESTS));
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
      addresses: ONE_ADDRESS ? 1 : Math.min(CONCURRENCY, 250),
      presenters: PRESENTERS,
      slotList: { ...summary, ...listCpu, warmup },
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
