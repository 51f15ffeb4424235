// The service run from the image, checked over HTTP (scripts/container-check.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { defaultLocale, locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import type { Storage } from "./stores";
import { CheckFailed, freePort, run, seconds, waitFor } from "./tools";

/** The image's user (Containerfile). */
const imageUid = 10001;

/** The process ids of `pid`'s descendants, from /proc. */
async function descendants(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (parent === pid) children.push(Number(entry), ...(await descendants(Number(entry))));
  }
  return children;
}

type Running = {
  name: string;
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** A failure, with what the service wrote. */
  fail: (message: string) => CheckFailed;
};

/** The service's node process (the container's first), found once it answers /readyz. */
async function ready(service: Running): Promise<number> {
  const { base, child, fail } = service;
  const answer = await waitFor("/readyz answering 200", 90_000, async () => {
    if (child.exitCode !== null) return `exited ${child.exitCode}`;
    const response = await fetch(`${base}/readyz`);
    return response.status === 200 ? JSON.stringify(await response.json()) : undefined;
  }).catch((error: unknown) => {
    throw fail((error as Error).message);
  });
  if (!answer.includes('"status":"ready"')) throw fail(`not ready: ${answer}`);
  const node = await waitFor("the service's process", 5_000, async () => {
    for (const pid of await descendants(child.pid ?? 0)) {
      const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
      const [program = ""] = cmdline.split("\0");
      if (path.basename(program) === "node" && cmdline.includes("build/service/main.js")) return pid;
    }
    return undefined;
  });
  const uid = (await readFile(`/proc/${node}/status`, "utf8")).match(/^Uid:\s+(\d+)/m)?.[1];
  if (uid !== String(imageUid)) throw fail(`the service runs as uid ${uid}, not ${imageUid}`);
  return node;
}

/** The language written right to left, whose pages the image must serve as well as the default's. */
const rightToLeft = locales.find((locale) => locale.dir === "rtl") ?? defaultLocale;

/**
 * A page in the default language and one right to left, then a demo request: 201, and its e-mail in
 * the outbox volume.
 */
async function pagesAndForm({ name, base, fail }: Running, node: number): Promise<string> {
  for (const [page, { code, dir }] of [
    ["/", defaultLocale],
    [localizePath("/core/demo", rightToLeft.code), rightToLeft],
  ] as const) {
    const marker = `<html lang="${code}" dir="${dir}"`;
    const response = await fetch(`${base}${page}`);
    if (response.status !== 200 || !(await response.text()).includes(marker))
      throw fail(`GET ${page} answered ${response.status} without ${marker}`);
  }
  const email = `container-check+${name}@residence-anfa.ma`;
  const posted = await fetch(`${base}/api/demo-requests`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      ...{ firstName: "Salma", lastName: "Benali", email, phone: "06 12 34 56 78" },
      ...{ company: "Résidence Anfa", city: "Casablanca", country: "MA", role: "SYNDIC", size: "320" },
      ...{
        preferredLanguage: rightToLeft.code,
        timeSlots: ["weekday-morning"],
        message: "Bonjour",
        consent: true,
      },
      fillMs: 5000,
    }),
  });
  const answer = await posted.text();
  const reference =
    posted.status === 201 ? (JSON.parse(answer) as { reference?: string }).reference : undefined;
  if (!reference) throw fail(`POST /api/demo-requests answered ${posted.status}: ${answer}`);
  // Without SMTP_URL the outbox worker writes the e-mails as .eml files into the outbox volume,
  // seen here as the service sees its files.
  const outbox = `/proc/${node}/root/var/spool/urbis`;
  await waitFor(`the e-mail of ${reference} in the outbox volume`, 30_000, async () => {
    for (const file of (await readdir(outbox)).filter((f) => f.endsWith(".eml")))
      if ((await readFile(path.join(outbox, file), "utf8")).includes(email)) return true;
    return undefined;
  }).catch((error: unknown) => {
    throw fail((error as Error).message);
  });
  return reference;
}

/** SIGTERM to the container's first process, as a container runtime stops it: exit 0, port closed. */
async function stop({ base, exited, fail }: Running, node: number, output: () => string) {
  process.kill(node, "SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(resolve, 30_000, "late")));
  // The timer is cleared once the race is over: left running, it kept the check alive 30 s more.
  const code = await Promise.race([exited, late]).finally(() => clearTimeout(timer));
  if (code === "late") throw fail("still running 30 s after SIGTERM");
  if (code !== 0) throw fail(`exited ${code} after SIGTERM, not 0`);
  if (!output().includes("shutting down")) throw fail("stopped without its shutdown line");
  const closed = await fetch(`${base}/healthz`).then(
    () => false,
    () => true,
  );
  if (!closed) throw fail("its port still answers after it exited");
}

/**
 * Runs the image's command in a new container, then: /readyz, pages, a form stored, a clean stop.
 * The volumes are the ones buildah makes from the image's VOLUME lines, as a volume docker makes
 * starts: a copy of the image's folder, with its owner. (buildah 1.28 binds only the first of
 * several `-v` given for an image's volumes, and its own over the others.) The container shares
 * the host's network; HOST is loopback, so the check opens nothing to it.
 */
export async function runService(buildah: string, image: string, storage: Storage) {
  const begin = Date.now();
  const port = await freePort();
  const container = (await run(buildah, ["from", "--quiet", image])).stdout.trim();
  const env = { PORT: String(port), HOST: "127.0.0.1", ...storage.env };
  const child = spawn(
    buildah,
    [
      ...["run", "--isolation", "chroot", "--network", "host"],
      ...Object.entries(env).flatMap(([name, value]) => ["--env", `${name}=${value}`]),
      ...[container, "--", "node", "--enable-source-maps", "build/service/main.js"],
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on("data", (chunk: Buffer) => (output += String(chunk)));
  const service: Running = {
    name: storage.name,
    base: `http://127.0.0.1:${port}`,
    child,
    exited: new Promise((resolve) => child.on("exit", (code) => resolve(code))),
    fail: (message) => new CheckFailed(`${storage.name}: ${message}\n--- service output ---\n${output}`),
  };
  try {
    const node = await ready(service);
    console.log(`  ${storage.name}: ready in ${seconds(begin)}, as uid ${imageUid}`);
    const reference = await pagesAndForm(service, node);
    console.log(`  ${storage.name}: pages, a demo request (${reference}) and its e-mail in the outbox`);
    const stopping = Date.now();
    await stop(service, node, () => output);
    console.log(`  ${storage.name}: stopped by SIGTERM in ${seconds(stopping)}, exit 0`);
    if (!(await storage.stored(reference, container))) throw service.fail(`${reference} is not in the store`);
    console.log(`  ${storage.name}: ${reference} is stored (${seconds(begin)} in all)`);
  } finally {
    if (child.exitCode === null) {
      for (const pid of await descendants(child.pid ?? 0)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // gone already
        }
      }
      await service.exited;
    }
    await run(buildah, ["rm", container]).catch(() => undefined);
  }
}
