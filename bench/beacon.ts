// `npm run bench:beacon`: load on the page analytics' beacon (POST /api/beacon, decision 056) of the
// real service, one instance on PostgreSQL, on loopback. N beacons (page views of the home page in
// the three languages, a tenth of them first views) from C concurrent connections; then, with the
// service stopped (its last batch written), the stored beacons are counted. Prints p50/p99 latency
// and throughput, writes bench/results/beacon-<date>.json. A benchmark, not a test. Build first:
// `BUILD_DIR=… npm run build`; needs TEST_DATABASE_URL or DATABASE_URL.
//   --requests=20000 --concurrency=50 --port=4395
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freshPostgresDatabase } from "../scripts/postgres-database";
import { serviceEnv, waitFor } from "./support/servers";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REQUESTS = Number(option("requests", process.env.BENCH_REQUESTS ?? "20000"));
const CONCURRENCY = Number(option("concurrency", process.env.BENCH_CONCURRENCY ?? "50"));
const PORT = Number(option("port", process.env.BENCH_PORT ?? "4395"));
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const service = path.join(BUILD_DIR, "service", "main.js");
if (!existsSync(service) || !DATABASE_URL) {
  console.error(
    `Needs a build at ${BUILD_DIR} (\`BUILD_DIR=${BUILD_DIR} npm run build\`) and TEST_DATABASE_URL.`,
  );
  process.exit(1);
}

/** What a page's script sends after a page view. */
function beacon(i: number): string {
  const [lang, home] = (
    [
      ["fr", "/"],
      ["en", "/en"],
      ["ar", "/ar"],
    ] as const
  )[i % 3] ?? ["fr", "/"];
  return JSON.stringify({
    kind: "view",
    path: home,
    lang,
    device: ["phone", "tablet", "desktop"][i % 3],
    first: i % 10 === 0,
    landing: "/",
    utm_source: "facebook",
    utm_campaign: "syndics-casa",
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const database = await freshPostgresDatabase(DATABASE_URL, "urbis_bench");
const scratch = mkdtempSync(path.join(tmpdir(), "urbis-bench-beacon-"));
const child = spawn(process.execPath, [service], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...serviceEnv(BUILD_DIR, PORT),
    DATA_DIR: path.join(scratch, "db"),
    DATABASE_URL: database.databaseUrl,
  },
});
const exited = new Promise((resolve) => child.once("exit", resolve));
try {
  const url = `http://127.0.0.1:${PORT}/api/beacon`;
  await waitFor(`http://127.0.0.1:${PORT}/healthz`, 120_000);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const started = performance.now();
  async function worker() {
    for (let i = next++; i < REQUESTS; i = next++) {
      const t0 = performance.now();
      let status = 0;
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": `${BROWSER} ${i % 500}` },
          body: beacon(i),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        // Refused or dropped connection: counted under status 0.
      }
      latencies.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  child.kill("SIGTERM");
  await exited;
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  const stored = (await client.query<{ n: number }>("select count(*)::int as n from analytics_beacons"))
    .rows[0]?.n;
  await client.end();
  const sorted = [...latencies].sort((a, b) => a - b);
  const result = {
    backend: "postgres",
    instances: 1,
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    statuses,
    stored,
    seconds: Number(seconds.toFixed(2)),
    throughput: Number((REQUESTS / seconds).toFixed(1)),
    p50: Number(percentile(sorted, 50).toFixed(1)),
    p99: Number(percentile(sorted, 99).toFixed(1)),
    max: Number((sorted.at(-1) ?? NaN).toFixed(1)),
  };
  console.log(
    `${REQUESTS} beacons, ${CONCURRENCY} connections: statuses ${JSON.stringify(statuses)}, ${stored} stored\n` +
      `p50 ${result.p50} ms · p99 ${result.p99} ms · max ${result.max} ms · ${result.throughput} beacons/s`,
  );
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/beacon-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), node: process.version, result }, null, 2),
  );
  console.log(`Written to ${file}`);
} finally {
  child.kill("SIGTERM");
  await exited;
  await database.remove();
  rmSync(scratch, { recursive: true, force: true });
}
