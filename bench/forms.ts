// `npm run bench:forms`: load on the form endpoints of the real service, on loopback. N submissions
// (demo requests, contact messages, deletion requests in turn) from C concurrent connections;
// then, with the service stopped, every acknowledged reference is looked up in the database.
// Prints p50/p99 latency and throughput, writes bench/results/forms-<date>.json. Runs against the
// embedded database and, when TEST_DATABASE_URL or DATABASE_URL is set, against that PostgreSQL server too (in a
// database of its own, dropped afterwards). A benchmark, not a test. Build first:
// `BUILD_DIR=… npm run build`.
//   --requests=2000 --concurrency=50 --port=4391 --backends=embedded,postgres
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { freshPostgresDatabase } from "../scripts/postgres-database";
import { serviceEnv, waitFor } from "./support/servers";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REQUESTS = Number(option("requests", process.env.BENCH_REQUESTS ?? "2000"));
const CONCURRENCY = Number(option("concurrency", process.env.BENCH_CONCURRENCY ?? "50"));
const PORT = Number(option("port", process.env.BENCH_PORT ?? "4391"));
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
// The PostgreSQL server of the test setup (`npm test` starts one with scripts/postgres.sh), or the one configured.
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "";
// `postgres-2`: two instances on one PostgreSQL database, the load spread over both.
const BACKENDS = option("backends", DATABASE_URL ? "embedded,postgres,postgres-2" : "embedded").split(",");

const service = path.join(BUILD_DIR, "service", "main.js");
if (!existsSync(service)) {
  console.error(`No build at ${BUILD_DIR}: run \`BUILD_DIR=${BUILD_DIR} npm run build\` first.`);
  process.exit(1);
}

/** What a page's script sends, made unique per request. */
function submission(i: number): { path: string; body: Record<string, unknown> } {
  const email = `bench-${i}@example.ma`;
  const common = { consent: true, fillMs: 5000, lang: ["fr", "en", "ar"][i % 3] };
  switch (i % 3) {
    case 0:
      return {
        path: "/api/demo-requests",
        body: {
          ...common,
          firstName: "Salma",
          lastName: `Benali ${i}`,
          email,
          phone: "06 12 34 56 78",
          company: "Résidence Anfa",
          city: "Casablanca",
          country: "MA",
          role: "SYNDIC",
          size: String(50 + (i % 3000)),
          preferredLanguage: "fr",
          timeSlots: ["weekday-morning"],
          message: "Quatre immeubles et un parking.",
        },
      };
    case 1:
      return {
        path: "/api/contact-messages",
        body: {
          ...common,
          name: `Karim ${i}`,
          email,
          subject: "sales",
          message: "Bonjour, quels sont vos tarifs ?",
        },
      };
    default:
      return { path: "/api/deletion-requests", body: { ...common, email, reason: "Je déménage." } };
  }
}

function startService(env: Record<string, string>, port = PORT) {
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" profiles each instance (one file per process).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, service], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...serviceEnv(BUILD_DIR, port),
      FORM_RATE_LIMIT: String(REQUESTS * 10),
      DATABASE_URL: "",
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

type Run = { latencies: number[]; references: string[]; statuses: Record<number, number>; seconds: number };

async function load(urls: string[]): Promise<Run> {
  const latencies: number[] = [];
  const references: string[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const started = performance.now();
  async function worker() {
    for (let i = next++; i < REQUESTS; i = next++) {
      const { path: endpoint, body } = submission(i);
      const t0 = performance.now();
      let status = 0;
      try {
        const response = await fetch((urls[i % urls.length] ?? "") + endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(body),
        });
        status = response.status;
        const answer = (await response.json()) as { reference?: string };
        if (status === 201 && answer.reference) references.push(answer.reference);
      } catch {
        // Refused or dropped connection: counted under status 0.
      }
      latencies.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { latencies, references, statuses, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

type Stored = { references: Set<string>; outbox: number };

async function storedEmbedded(dataDir: string): Promise<Stored> {
  const db = await PGlite.create(dataDir);
  const refs = await db.query<{ reference: string }>("select reference from submissions");
  const outbox = await db.query<{ n: number }>("select count(*)::int as n from outbox_emails");
  await db.close();
  return { references: new Set(refs.rows.map((r) => r.reference)), outbox: outbox.rows[0]?.n ?? 0 };
}

async function storedPostgres(url: string): Promise<Stored> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const refs = await client.query<{ reference: string }>("select reference from submissions");
  const outbox = await client.query<{ n: number }>("select count(*)::int as n from outbox_emails");
  await client.end();
  return { references: new Set(refs.rows.map((r) => r.reference)), outbox: outbox.rows[0]?.n ?? 0 };
}

async function bench(backend: string) {
  const scratch = mkdtempSync(path.join(tmpdir(), "urbis-bench-forms-"));
  const dataDir = path.join(scratch, "db");
  const database = backend.startsWith("postgres")
    ? await freshPostgresDatabase(DATABASE_URL, "urbis_bench")
    : undefined;
  const env = {
    DATA_DIR: dataDir,
    OUTBOX_DIR: path.join(scratch, "outbox"),
    ...(database ? { DATABASE_URL: database.databaseUrl } : {}),
  };
  const instances = backend === "postgres-2" ? 2 : 1;
  const running = Array.from({ length: instances }, (_, n) => startService(env, PORT + n));
  const stopAll = () => Promise.all(running.map((instance) => instance.stop()));
  try {
    for (const instance of running) await waitFor(`${instance.url}/healthz`, 120_000);
    const run = await load(running.map((instance) => instance.url));
    await stopAll();
    const stored = database ? await storedPostgres(database.databaseUrl) : await storedEmbedded(dataDir);
    const missing = run.references.filter((r) => !stored.references.has(r));
    const sorted = [...run.latencies].sort((a, b) => a - b);
    return {
      backend,
      instances,
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      statuses: run.statuses,
      acknowledged: run.references.length,
      stored: stored.references.size,
      missing: missing.length,
      outboxEmails: stored.outbox,
      seconds: Number(run.seconds.toFixed(2)),
      throughput: Number((REQUESTS / run.seconds).toFixed(1)),
      p50: Number(percentile(sorted, 50).toFixed(1)),
      p99: Number(percentile(sorted, 99).toFixed(1)),
      max: Number((sorted.at(-1) ?? NaN).toFixed(1)),
    };
  } finally {
    await stopAll().catch(() => undefined);
    await database?.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const results = [];
for (const backend of BACKENDS) {
  console.log(`▶ ${backend}: ${REQUESTS} submissions, ${CONCURRENCY} connections…`);
  const result = await bench(backend);
  results.push(result);
  console.log(
    `  ${result.acknowledged} acknowledged (201), ${result.stored} stored, ${result.missing} missing; ` +
      `statuses ${JSON.stringify(result.statuses)}; ${result.outboxEmails} e-mails queued\n` +
      `  p50 ${result.p50} ms · p99 ${result.p99} ms · max ${result.max} ms · ${result.throughput} submissions/s`,
  );
}
mkdirSync("bench/results", { recursive: true });
const file = `bench/results/forms-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2),
);
console.log(`\nWritten to ${file}`);
if (results.some((r) => r.missing > 0)) {
  console.error("Some acknowledged submissions are not in the database.");
  process.exit(1);
}
