import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * An embedded database folder may be opened by one process only (PGlite has no lock of its own):
 * the running service marks the folder with its process id, and the account command refuses to
 * open a folder so marked while that process lives.
 */
const MARK = "urbis-service.pid";

const embeddedFolder = (dataDir: string, databaseUrl: string | undefined) =>
  databaseUrl || dataDir.includes("://") ? null : dataDir;

/** Marks the folder as the service's; returns how to remove the mark at close. */
export function markEmbeddedOwner(dataDir: string, databaseUrl: string | undefined): () => void {
  const folder = embeddedFolder(dataDir, databaseUrl);
  if (!folder) return () => undefined;
  const file = path.join(folder, MARK);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The id of a live process that holds the folder, if any. */
export function embeddedOwner(dataDir: string, databaseUrl: string | undefined): number | null {
  const folder = embeddedFolder(dataDir, databaseUrl);
  if (!folder) return null;
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(folder, MARK), "utf8"));
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still a live owner.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
