// `npm test`: every check and every test, in the order that fails fastest. It finds or installs
// what the tests need itself: Chromium, nginx, and a PostgreSQL server (scripts/postgres.sh) unless
// TEST_DATABASE_URL or DATABASE_URL names one.
//
// The static checks and the build are independent: they run side by side (each a process of its
// own, on the machine's two cores), and their output is shown as each one ends. The tests need the
// build, so they follow it; the end-to-end tests come last. The first step that fails stops the
// run. Each step's time is printed at the end, so that growth shows at once.
//
// CI (`.ci/run`) sets CONTAINER_CHECK=prebuilt: the container image is then built from this run's
// `build/` and run (scripts/container-check.ts --prebuilt) beside the unit and service tests, which
// leave room for it (much of its time is spent copying files and waiting on its service), rather
// than after every test.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import { installDebianPackage } from "./debian-package";
import { findChromium } from "./find-chromium";

type Step = { name: string; args: string[] };

/** CI's container check, beside the unit and service tests when CONTAINER_CHECK=prebuilt. */
const containerCheck: Step[] =
  process.env.CONTAINER_CHECK === "prebuilt"
    ? [{ name: "container check", args: ["exec", "--", "tsx", "scripts/container-check.ts", "--prebuilt"] }]
    : [];

/** Each stage's steps run at the same time; a stage starts when the one before it has passed. */
const stages: Step[][] = [
  // The route types the type check reads; the build writes the same files, so they come first.
  [{ name: "route types", args: ["exec", "--", "react-router", "typegen"] }],
  [
    { name: "build", args: ["run", "build"] },
    { name: "typecheck", args: ["exec", "--", "tsc"] },
    { name: "lint", args: ["run", "lint"] },
    { name: "format", args: ["run", "format:check"] },
  ],
  [{ name: "unit and service tests", args: ["run", "test:unit"] }, ...containerCheck],
  [{ name: "end-to-end tests", args: ["run", "test:e2e"] }],
];

const timings: { name: string; seconds: number; status: string }[] = [];
const started = Date.now();

function printTimings() {
  const width = Math.max(...timings.map((t) => t.name.length), "total".length);
  console.log("\nStep times:");
  for (const { name, seconds, status } of timings)
    console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${status}`);
  console.log(`  ${"total".padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
}

/**
 * Starts one step. Alone in its stage it writes straight to the terminal; beside others its output
 * is held and written when it ends, so that the steps' lines do not interleave.
 */
function start({ name, args }: Step, alone: boolean): { passed: Promise<boolean>; stop: () => void } {
  const begin = Date.now();
  const child = spawn("npm", args, {
    env: process.env,
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    // Its own process group, so that stopping it stops what npm started.
    detached: !alone,
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  let stopped = false;
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    stopped = true;
    process.kill(alone ? child.pid : -child.pid, "SIGTERM");
  };
  const passed = new Promise<boolean>((resolve) => {
    child.on("close", (code) => {
      const seconds = (Date.now() - begin) / 1000;
      const status = code === 0 ? "passed" : stopped ? "stopped" : "failed";
      timings.push({ name, seconds, status });
      if (!alone && status !== "stopped") {
        console.log(`\n▶ ${name} (${status}, ${seconds.toFixed(0)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code === 0);
    });
  });
  return { passed, stop };
}

/**
 * Lets the run use every core of the machine. A process may be started pinned to fewer CPUs than the
 * machine has (seen here: a shell pinned to one core of two), and its children inherit the pin, so
 * the whole suite would share one core. The pin is widened for this process, whose steps inherit it.
 */
function takeEveryCore() {
  const online = cpus().length;
  const allowed = availableParallelism();
  if (allowed >= online) return;
  try {
    execFileSync("taskset", ["-a", "-p", "-c", `0-${online - 1}`, String(process.pid)], { stdio: "ignore" });
    console.log(`CPUs: ${availableParallelism()} of ${online} (this process was pinned to ${allowed})`);
  } catch {
    console.log(`CPUs: ${allowed} of ${online}: this process is pinned and the pin could not be widened`);
  }
}

async function main() {
  takeEveryCore();
  process.env.CHROME_PATH = findChromium({ install: true });
  // The reference topology's test puts Debian's nginx in front of the service.
  if (!existsSync("/usr/sbin/nginx"))
    installDebianPackage("nginx-light", "install Debian's `nginx-light` package");
  if (!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL) {
    const output = execFileSync("bash", ["scripts/postgres.sh"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    process.env.TEST_DATABASE_URL = output.trim().split("\n").at(-1);
  }
  console.log(`PostgreSQL for the tests: ${process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL}`);

  for (const stage of stages) {
    const alone = stage.length === 1;
    if (alone) console.log(`\n▶ ${stage[0]?.name}`);
    else console.log(`\n▶ ${stage.map((s) => s.name).join(", ")}, side by side`);
    const running = stage.map((step) => start(step, alone));
    // The first failure stops its stage's other steps.
    const results = await Promise.all(
      running.map(async ({ passed }) => {
        const ok = await passed;
        if (!ok) for (const other of running) other.stop();
        return ok;
      }),
    );
    if (results.some((ok) => !ok)) {
      printTimings();
      process.exit(1);
    }
  }
  printTimings();
}

await main();
