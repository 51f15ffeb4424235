import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeConfigCommand, containerCheckCommand } from "../deploy/support/commands";
import { nginxConfCommand } from "../scripts/deploy/support/commands";
import { launchCheckCommand } from "../scripts/support/commands";
import { backupCommands } from "../server/backups/support/commands";
import { freePort } from "../support/free-port";
import { benchCommand, formsBenchCommand, root, shell, toolsBenchCommand } from "./support/documented";

/**
 * Every command that the README and docs/ show in a shell block is run here as written — only the
 * environment differs (a free port, a data folder of the test's own) — or is the CI command itself
 * (`.ci/run`: `npm ci && npm test`). A command added to the docs without a run here fails the first
 * test. The benchmarks run in documented-benches.test.ts, beside this file, but the beacon's (on
 * PostgreSQL), which runs here. Needs the build that `npm test` makes before it runs these tests.
 */

async function documentedCommands(): Promise<Map<string, string>> {
  const docs = [
    "README.md",
    ...(await readdir(path.join(root, "docs"), { recursive: true }))
      .filter((f) => f.endsWith(".md"))
      .map((f) => path.join("docs", f)),
  ];
  const found = new Map<string, string>();
  for (const doc of docs) {
    const text = await readFile(path.join(root, doc), "utf8");
    for (const block of text.matchAll(/^```(?:sh|bash|console)\n([\s\S]*?)^```/gm)) {
      for (const line of (block[1] ?? "").split("\n")) {
        const command = line.replace(/\s+#\s.*$/, "").trim();
        if (command && !found.has(command)) found.set(command, doc);
      }
    }
  }
  return found;
}

/**
 * What runs each documented command: CI (`npm test` builds with `npm run build`; `.ci/run` runs the
 * container check after it), the container files' test (tests/deploy/container.test.ts), the nginx test
 * (tests/scripts/deploy/nginx-config.test.ts), the launch check's (tests/scripts/launch-check.test.ts,
 * with no setting and with every one), the backups' (tests/server/backups/), documented-benches.test.ts
 * (the benchmarks), or this file.
 */
const byCi = ["npm ci && npm test", "npm run build", containerCheckCommand];
const byOtherTests = [nginxConfCommand, launchCheckCommand, ...backupCommands, composeConfigCommand];
const inboxCommands = [
  'npm run inbox:user -- create --email salma@urbis.ma --name "Salma Idrissi"',
  "npm run inbox:user -- list",
  "npm run inbox:user -- disable --email salma@urbis.ma",
  "npm run inbox:user -- enable --email salma@urbis.ma",
  "npm run inbox:user -- password --email salma@urbis.ma",
  "printf '%s\\n' \"$PASSWORD\" | npm run inbox:user -- password --email salma@urbis.ma",
];
const presentCommands = [
  "npm run inbox:user -- present --email salma@urbis.ma --languages fr,ar --hours 1-5=09:00-12:00,14:00-17:00 --link https://meet.urbis.ma/salma",
  "npm run inbox:user -- present --email salma@urbis.ma --hours 3= --days-off 2027-03-20,2027-03-21",
  "npm run inbox:user -- present --email salma@urbis.ma",
];
const startCommand = "npm ci && npm start";
/** The beacon's bench (docs/performance.md) in its smallest form: each loop, 50 beacons on PostgreSQL. */
const beaconBenchCommands = [
  "npm run bench:beacon -- --requests=50 --concurrency=5",
  "npm run bench:beacon -- --requests=50 --concurrency=5 --rate=200",
];
/** The demo booking's bench (docs/performance.md) in its smallest form, on PostgreSQL. */
const bookingBenchCommand = "npx tsx bench/booking.ts --requests=20 --concurrency=5";

describe("the commands the docs show", { timeout: 600_000 }, () => {
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "urbis-docs-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("are all run by this file or by CI", async () => {
    const runHere = [
      startCommand,
      benchCommand,
      formsBenchCommand,
      toolsBenchCommand,
      ...beaconBenchCommands,
      bookingBenchCommand,
      ...inboxCommands,
      ...presentCommands,
    ];
    const documented = [...(await documentedCommands()).keys()];
    const elsewhere = [...byCi, ...byOtherTests];
    expect(documented.filter((c) => !runHere.includes(c) && !elsewhere.includes(c))).toEqual([]);
    expect([...runHere, ...byOtherTests].filter((c) => !documented.includes(c))).toEqual([]);
  });

  it("npm ci && npm start serves the site and the service (npm ci is CI's first step)", async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dataDir, "start"),
      OUTBOX_DIR: path.join(dataDir, "outbox"),
      LOG_LEVEL: "warn",
    };
    // Its own process group, stopped as Ctrl-C in a terminal stops it: SIGINT to the whole group.
    const child = spawn("npm", ["start"], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on("data", (chunk: Buffer) => (output += String(chunk)));
    const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
    const base = `http://127.0.0.1:${port}`;
    try {
      const deadline = Date.now() + 540_000;
      let healthy = false;
      while (!healthy && Date.now() < deadline && child.exitCode === null) {
        healthy = await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!healthy) await new Promise((r) => setTimeout(r, 500));
      }
      expect(healthy, output).toBe(true);
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html lang="fr" dir="ltr"');
      const arabic = await fetch(`${base}/ar/core/demo`);
      expect(await arabic.text()).toContain('<html lang="ar" dir="rtl"');
      expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
    } finally {
      if (child.pid) process.kill(-child.pid, "SIGINT");
    }
    // The service shuts down, and nothing answers on its port any more.
    await exited;
    await new Promise((r) => setTimeout(r, 1000));
    expect(
      await fetch(`${base}/healthz`).then(
        () => "answered",
        () => "closed",
      ),
    ).toBe("closed");
  });

  it("npm run bench:beacon measures the beacon in a closed and an open loop, every beacon stored", async () => {
    const [closed, open] = beaconBenchCommands as [string, string];
    const env = { BUILD_DIR: "build", BENCH_PORT: String(await freePort()) };
    const closedRun = (await shell(closed, env)).stdout;
    expect(closedRun).toContain(
      '50 beacons, 5 connections, closed loop, http client: statuses {"204":50}, 50 stored',
    );
    expect(closedRun).toMatch(
      /p50 [\d.]+ ms · p90 [\d.]+ ms · p99 [\d.]+ ms · max [\d.]+ ms · [\d.]+ beacons\/s/,
    );
    expect(closedRun).toMatch(/over 20 ms: \d+ beacons, sent in \d+ of \d+ windows of 100 ms/);
    expect(closedRun).toMatch(/CPU: service [\d.]+ s .*PostgreSQL [\d.]+ s .*load generator [\d.]+ s/);
    const openRun = (await shell(open, env)).stdout;
    expect(openRun).toContain(
      '50 beacons, 5 connections, open loop at 200/s, http client: statuses {"204":50}, 50 stored',
    );
    // At 200 a second, the 50 are sent over a quarter of a second: no faster than the rate.
    expect(Number(/ · ([\d.]+) beacons\/s/.exec(openRun)?.[1])).toBeLessThan(210);
  });

  it("the booking bench lists the free times and books them, none lost, none twice", async () => {
    const env = { BUILD_DIR: "build", BENCH_PORT: String(await freePort()) };
    const { stdout } = await shell(bookingBenchCommand, env);
    // The result is the last thing printed (the service's warnings, if any, come before it).
    const printed = /^\{\n {2}"date"[\s\S]*^\}$/m.exec(stdout)?.[0] ?? stdout;
    const result = JSON.parse(printed) as {
      slotList: { requests: number; failed: number; p99: number };
      booking: { attempts: number; acknowledged: number; lost: number; doubleBooked: number };
    };
    expect(result.slotList).toMatchObject({ requests: 20, failed: 0 });
    expect(result.slotList.p99).toBeGreaterThan(0);
    expect(result.booking.attempts).toBe(20);
    expect(result.booking.acknowledged).toBeGreaterThan(0);
    expect(result.booking).toMatchObject({ lost: 0, doubleBooked: 0 });
  });

  it("npm run inbox:user manages accounts as docs/inbox.md shows", async () => {
    const env = {
      DATA_DIR: path.join(dataDir, "inbox"),
      LOG_LEVEL: "silent",
      PASSWORD: "a passphrase to remember",
    };
    const [create, list, disable, enable, password, scripted] = inboxCommands as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    expect((await shell(list, env)).stdout).toContain("No accounts yet");
    expect((await shell(create, env, "first passphrase here\n")).stdout).toContain(
      "Created salma@urbis.ma (Salma Idrissi).",
    );
    expect((await shell(disable, env)).stdout).toContain("salma@urbis.ma");
    expect((await shell(list, env)).stdout).toMatch(/salma@urbis\.ma\tSalma Idrissi\tdisabled since /);
    await shell(enable, env);
    expect((await shell(list, env)).stdout).toMatch(/salma@urbis\.ma\tSalma Idrissi\tactive/);
    expect((await shell(password, env, "second passphrase here\n")).stdout).toContain(
      "Changed the password of salma@urbis.ma",
    );
    expect((await shell(scripted, env)).stdout).toContain("Changed the password of salma@urbis.ma");
    // Presenting demos: set, changed in part, shown.
    const [present, change, show] = presentCommands as [string, string, string];
    expect((await shell(present, env)).stdout).toContain(
      "salma@urbis.ma presents as Salma (fr, ar), by video call https://meet.urbis.ma/salma; takes bookings.",
    );
    expect((await shell(change, env)).stdout).toContain("Wed\t-");
    const shown = (await shell(show, env)).stdout;
    expect(shown).toContain("Mon\t09:00–12:00, 14:00–17:00");
    expect(shown).toContain("Wed\t-");
    // A mistake says what is wrong and changes nothing.
    await expect(shell("npm run inbox:user -- disable --email nobody@urbis.ma", env)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("nobody@urbis.ma"),
    });
  });
});
