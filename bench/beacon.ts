// `npm run bench:beacon`: load on the page analytics' beacon (POST /api/beacon, decisions 056 and
// 064) of the real service, one instance on PostgreSQL, on loopback. N beacons (page views of the
// home page in the three languages, a tenth of them first views) over C keep-alive connections;
// then, with the service stopped (its last batch written), the stored beacons are counted. Prints
// the statuses, p50/p90/p99 latency, the beacons over 20 ms and when they were sent, throughput,
// and the CPU time the service, PostgreSQL and the load generator used; writes
// bench/results/beacon-<date>.json. A benchmark, not a test. Build first: `BUILD_DIR=… npm run
// build`; needs TEST_DATABASE_URL or DATABASE_URL.
//   --requests=20000 --concurrency=50 --port=4395
//   --rate=R      open loop (decision 064): beacon i is sent at start + i/R seconds whatever the
//                 answers, on at most C connections, and its latency counts from that time, so
//                 the time spent waiting for a free connection is counted. Without it, a closed
//                 loop: C connections, each sending its next beacon when the last is answered.
//   --client=http the load generator: node:http with a keep-alive agent (default, the lighter), or
//                 `fetch` (undici's, as the first measures were taken).
//   --warmup=W    W beacons sent first (closed loop, not counted, stored too), so that the measure
//                 is of a service whose code is optimised and whose connections are open.
//   --profile=DIR the service run with --cpu-prof into DIR (a .cpuprofile for Chrome's devtools).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import pg from "pg";
import { freshPostgresDatabase } from "../scripts/postgres-database";
import { serviceEnv, waitFor } from "./support/servers";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REQUESTS = Number(option("requests", process.env.BENCH_REQUESTS ?? "20000"));
const CONCURRENCY = Number(option("concurrency", process.env.BENCH_CONCURRENCY ?? "50"));
const PORT = Number(option("port", process.env.BENCH_PORT ?? "4395"));
const RATE = Number(option("rate", "0"));
const WARMUP = Number(option("warmup", "0"));
const CLIENT = option("client", "http");
const PROFILE = option("profile", "");
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
if (
  ![REQUESTS, CONCURRENCY].every((n) => Number.isInteger(n) && n > 0) ||
  !(RATE >= 0) ||
  !(Number.isInteger(WARMUP) && WARMUP >= 0)
) {
  console.error(
    "--requests and --concurrency are whole numbers above 0, --warmup one of 0 or more, --rate a number of beacons/s.",
  );
  process.exit(1);
}
if (CLIENT !== "http" && CLIENT !== "fetch") {
  console.error("--client is http or fetch.");
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

/** The issue's p99 target: beacons slower than this are counted, and when they were sent. */
const SLOW_MS = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are the 14th and 15th fields, the 12th and 13th after the command's name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const database = await freshPostgresDatabase(DATABASE_URL, "urbis_bench");
const admin = new pg.Client({ connectionString: DATABASE_URL });
await admin.connect();

/**
 * CPU seconds so far of PostgreSQL's processes working for this bench: the bench database's
 * connections and the WAL writer (when the server runs on this machine, as on loopback).
 */
async function postgresCpu(): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = $1 or backend_type = 'walwriter'",
    [new URL(database.databaseUrl).pathname.slice(1)],
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      cpu.set(pid, cpuSeconds(pid));
    } catch {
      // Not on this machine, or gone.
    }
  }
  return cpu;
}
const scratch = mkdtempSync(path.join(tmpdir(), "urbis-bench-beacon-"));
const loopDelayFile = path.join(scratch, "loop-delay.json");
const child = spawn(
  process.execPath,
  [
    ...(PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(PROFILE)}`] : []),
    "--import",
    path.resolve("bench/support/event-loop-delay.mjs"),
    service,
  ],
  {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...serviceEnv(BUILD_DIR, PORT),
      DATA_DIR: path.join(scratch, "db"),
      DATABASE_URL: database.databaseUrl,
      BENCH_LOOP_DELAY_FILE: loopDelayFile,
    },
  },
);
const exited = new Promise((resolve) => child.once("exit", resolve));
try {
  const url = `http://127.0.0.1:${PORT}/api/beacon`;
  await waitFor(`http://127.0.0.1:${PORT}/healthz`, 120_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  /** One beacon sent; resolves with its status (0: refused or dropped), never rejects. */
  function send(i: number): Promise<number> {
    const headers = { "content-type": "text/plain;charset=UTF-8", "user-agent": `${BROWSER} ${i % 500}` };
    const body = beacon(i);
    if (CLIENT === "fetch")
      return fetch(url, { method: "POST", headers, body }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
    return new Promise((resolve) => {
      const request = http.request(
        url,
        { method: "POST", agent, headers: { ...headers, "content-length": Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.once("end", () => resolve(response.statusCode ?? 0));
          response.once("error", () => resolve(0));
        },
      );
      request.once("error", () => resolve(0));
      request.end(body);
    });
  }

  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  /** The 100 ms windows (from the start) in which a beacon slower than SLOW_MS was sent. */
  const slowWindows = new Set<number>();
  let slow = 0;
  const record = (status: number, since: number) => {
    const latency = performance.now() - since;
    latencies.push(latency);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (latency > SLOW_MS) {
      slow++;
      slowWindows.add(Math.floor((since - started) / 100));
    }
  };
  // A warm-up, when asked: W beacons in a closed loop on the C connections, before anything is
  // counted, so that the measure is of a service (and a generator) whose code is optimised and
  // whose connections are open. They are stored too.
  let warmed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (warmed < WARMUP) await send(REQUESTS + warmed++);
    }),
  );
  // The generator's own pauses (its collections, the CPU taken from it) delay what it sends and
  // reads: its event loop's delay says how much of a slow beacon may be the generator's.
  const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
  generatorDelay.enable();
  // The service's own (bench/support/event-loop-delay.mjs): counted from here to the end of the load.
  child.kill("SIGUSR2");
  const started = performance.now();
  const serviceCpuBefore = cpuSeconds(child.pid ?? 0);
  const postgresCpuBefore = await postgresCpu();
  const benchCpuBefore = process.cpuUsage();
  if (RATE > 0) {
    // Open loop: each beacon at its scheduled time; the agent queues it while all C connections
    // are busy, and that wait is part of its latency.
    const pending: Promise<void>[] = [];
    let i = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        for (; i < REQUESTS && started + (i * 1000) / RATE <= now; i++) {
          const scheduled = started + (i * 1000) / RATE;
          pending.push(send(i).then((status) => record(status, scheduled)));
        }
        if (i >= REQUESTS) return resolve();
        setTimeout(tick, Math.max(0, started + (i * 1000) / RATE - performance.now()));
      };
      tick();
    });
    await Promise.all(pending);
  } else {
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < REQUESTS; i = next++) {
        const t0 = performance.now();
        record(await send(i), t0);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }
  const seconds = (performance.now() - started) / 1000;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  generatorDelay.disable();
  child.kill("SIGUSR2");
  for (let waited = 0; !existsSync(loopDelayFile) && waited < 10_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const serviceDelay = JSON.parse(readFileSync(loopDelayFile, "utf8")) as { p99: number; max: number };
  const serviceCpu = cpuSeconds(child.pid ?? 0) - serviceCpuBefore;
  // Waits for the last batch's write (at most BATCH_MS after the last answer) before reading.
  await new Promise((resolve) => setTimeout(resolve, 500));
  let databaseCpu = 0;
  for (const [pid, seconds] of await postgresCpu())
    databaseCpu += seconds - (postgresCpuBefore.get(pid) ?? 0);
  agent.destroy();
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
    loop: RATE > 0 ? "open" : "closed",
    ...(RATE > 0 ? { rate: RATE } : {}),
    client: CLIENT,
    requests: REQUESTS,
    warmup: WARMUP,
    concurrency: CONCURRENCY,
    statuses,
    stored,
    seconds: Number(seconds.toFixed(2)),
    throughput: Number((REQUESTS / seconds).toFixed(1)),
    p50: Number(percentile(sorted, 50).toFixed(1)),
    p90: Number(percentile(sorted, 90).toFixed(1)),
    p99: Number(percentile(sorted, 99).toFixed(1)),
    max: Number((sorted.at(-1) ?? NaN).toFixed(1)),
    // Beacons over SLOW_MS, and in how many of the run's 100 ms windows they were sent: a few
    // windows mean pauses that held every beacon at once, many mean a steady queue.
    slow,
    slowWindows: slowWindows.size,
    // When they began, in seconds from the start of the load.
    slowWindowStarts: [...slowWindows].sort((a, b) => a - b).map((w) => w / 10),
    windows: Math.ceil(seconds * 10),
    // CPU seconds during the load, and per beacon in microseconds.
    serviceCpu: Number(serviceCpu.toFixed(2)),
    benchCpu: Number(((benchCpu.user + benchCpu.system) / 1e6).toFixed(2)),
    postgresCpu: Number(databaseCpu.toFixed(2)),
    serviceCpuPerBeaconUs: Math.round((serviceCpu * 1e6) / REQUESTS),
    benchCpuPerBeaconUs: Math.round((benchCpu.user + benchCpu.system) / REQUESTS),
    serviceDelayP99: serviceDelay.p99,
    serviceDelayMax: serviceDelay.max,
    generatorDelayP99: Number((generatorDelay.percentile(99) / 1e6).toFixed(1)),
    generatorDelayMax: Number((generatorDelay.max / 1e6).toFixed(1)),
    postgresCpuPerBeaconUs: Math.round((databaseCpu * 1e6) / REQUESTS),
  };
  const loop = RATE > 0 ? `open loop at ${RATE}/s` : "closed loop";
  console.log(
    `${REQUESTS} beacons${WARMUP ? ` after ${WARMUP} to warm up (stored too)` : ""}, ${CONCURRENCY} connections, ${loop}, ${CLIENT} client: statuses ${JSON.stringify(statuses)}, ${stored} stored\n` +
      `p50 ${result.p50} ms · p90 ${result.p90} ms · p99 ${result.p99} ms · max ${result.max} ms · ${result.throughput} beacons/s\n` +
      `over ${SLOW_MS} ms: ${slow} beacons, sent in ${result.slowWindows} of ${result.windows} windows of 100 ms` +
      (slowWindows.size > 0 && slowWindows.size <= 12
        ? ` (at ${result.slowWindowStarts.join(", ")} s)`
        : "") +
      "; " +
      `event loops delayed up to: the service's ${result.serviceDelayMax} ms (p99 ${result.serviceDelayP99} ms), ` +
      `the load generator's ${result.generatorDelayMax} ms (p99 ${result.generatorDelayP99} ms)\n` +
      `CPU: service ${result.serviceCpu} s (${result.serviceCpuPerBeaconUs} µs a beacon), ` +
      `PostgreSQL ${result.postgresCpu} s (${result.postgresCpuPerBeaconUs} µs a beacon), ` +
      `load generator ${result.benchCpu} s (${result.benchCpuPerBeaconUs} µs a beacon), in ${result.seconds} s`,
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
  await admin.end();
  await database.remove();
  rmSync(scratch, { recursive: true, force: true });
}
