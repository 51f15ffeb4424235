import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/**
 * An embedded database folder has one owner. PGlite has no lock of its own, and two processes on
 * one folder each keep their own copy of the database in memory and overwrite each other's files:
 * acknowledged submissions are lost. So the service, and the account command, take this lock
 * before they open the folder, and refuse a folder another live process holds.
 *
 * The lock is a file created exclusively (`wx`), holding the owner's process id, the start time
 * the kernel gives that process (so a recycled process id is not taken for the owner) and its host.
 * A lock whose process is gone (a crash, `kill -9`) is stale and is taken over at once; two
 * processes taking over the same stale lock at once are settled by a second exclusive step.
 */
export const LOCK_FILE = "urbis.lock";

/** How long a take-over step may stay half done before another process clears it. */
const TAKEOVER_STALE_MS = 10_000;

export type LockOwner = { pid: number; host: string; startTime: string | null; since: string };

export class EmbeddedStoreLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    const where = owner.host === hostname() ? "" : ` on ${owner.host}`;
    super(
      `The embedded database in ${folder} is in use by another process (pid ${owner.pid}${where}, ` +
        `since ${owner.since}). One process at a time may open it: stop that process first, or set ` +
        `DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server, which any number of ` +
        `instances share).` +
        (where ? ` If that machine no longer runs it, delete ${path.join(folder, LOCK_FILE)}.` : ""),
    );
    this.name = "EmbeddedStoreLockedError";
  }
}

/** Folders this process holds: a second open from the same process is refused too. */
const heldHere = new Set<string>();

/** The kernel's start time of a process (Linux), or null where /proc does not tell. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22, counted after the command name, which is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true; // Another machine's process cannot be checked.
  if (owner.pid === process.pid) return false; // Only a crashed earlier life of this very id.
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = startTimeOf(owner.pid);
  return owner.startTime === null || now === null || now === owner.startTime;
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    if (typeof owner.pid !== "number" || typeof owner.host !== "string") return null;
    return {
      pid: owner.pid,
      host: owner.host,
      startTime: owner.startTime ?? null,
      since: owner.since ?? "?",
    };
  } catch {
    return null; // Gone meanwhile, or written half-way by a process that died: stale.
  }
}

/** Replaces a stale lock, unless another process is doing so or already did. */
function takeOver(file: string, stale: string, mine: string): boolean {
  const step = `${file}.takeover`;
  try {
    mkdirSync(step);
  } catch {
    const age = Date.now() - (statSync(step, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) rmSync(step, { recursive: true, force: true });
    return false;
  }
  try {
    let current: string | null = null;
    try {
      current = readFileSync(file, "utf8");
    } catch {
      // Removed meanwhile: the next exclusive create decides.
    }
    if (current !== stale) return false;
    writeFileSync(file, mine);
    return true;
  } finally {
    rmSync(step, { recursive: true, force: true });
  }
}

/**
 * Takes the folder's lock (the folder must exist) and returns how to release it; throws
 * EmbeddedStoreLockedError when a live process holds it.
 */
export function lockEmbeddedStore(folder: string): () => void {
  const absolute = path.resolve(folder);
  const file = path.join(absolute, LOCK_FILE);
  if (heldHere.has(absolute)) throw new EmbeddedStoreLockedError(absolute, ownerOf(process.pid));
  const mine = JSON.stringify(ownerOf(process.pid));

  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      writeFileSync(file, mine, { flag: "wx" });
      return hold(absolute, file, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let stale: string;
    try {
      stale = readFileSync(file, "utf8");
    } catch {
      continue; // Released meanwhile: try the exclusive create again.
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner)) throw new EmbeddedStoreLockedError(absolute, owner);
    if (takeOver(file, stale, mine)) return hold(absolute, file, mine);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  throw new Error(`Could not take the lock of ${absolute}: another process keeps changing ${file}`);
}

function ownerOf(pid: number): LockOwner {
  return { pid, host: hostname(), startTime: startTimeOf(pid), since: new Date().toISOString() };
}

function hold(folder: string, file: string, mine: string): () => void {
  heldHere.add(folder);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(folder);
    // Never remove a lock that is no longer ours (it cannot be, but a hand may have edited it).
    try {
      if (readFileSync(file, "utf8") === mine) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
