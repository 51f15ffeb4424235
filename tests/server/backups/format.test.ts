import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BackupFileError, packBackup, unpackBackup } from "#server/backups/format";

const schemas = ["0000_first", "0001_second"];
const database = Buffer.from("a data folder's tarball ".repeat(100));
const packed = packBackup(database, {
  schema: "0001_second",
  createdAt: "2026-11-28T03:00:00.000Z",
  source: "embedded",
});

/** The message unpacking `bytes` throws, or "accepted". */
function refusal(bytes: Buffer): string {
  try {
    unpackBackup(bytes, "the-file.tar", schemas);
    return "accepted";
  } catch (error) {
    expect(error).toBeInstanceOf(BackupFileError);
    return (error as Error).message;
  }
}

describe("the backup file", () => {
  it("gives back its manifest and database, and is a tar archive that tar reads", async () => {
    const { manifest, database: read } = unpackBackup(packed, "the-file.tar", schemas);
    expect(manifest).toMatchObject({
      format: "urbis-backup",
      version: 1,
      schema: "0001_second",
      createdAt: "2026-11-28T03:00:00.000Z",
      source: "embedded",
      database: { file: "pgdata.tar.gz", bytes: database.byteLength },
    });
    expect(read.equals(database)).toBe(true);
    const dir = await mkdtemp(path.join(tmpdir(), "urbis-backup-format-"));
    try {
      await writeFile(path.join(dir, "b.tar"), packed);
      expect(execFileSync("tar", ["tf", "b.tar"], { cwd: dir, encoding: "utf8" })).toBe(
        "manifest.json\npgdata.tar.gz\n",
      );
      execFileSync("tar", ["xf", "b.tar"], { cwd: dir });
      expect((await readFile(path.join(dir, "pgdata.tar.gz"))).equals(database)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("is refused, saying why, when truncated, damaged, of another format or of a newer schema", () => {
    // Cut anywhere: in the manifest, in the database, before the archive's end.
    for (const length of [0, 100, 700, 1100, 1600, packed.byteLength - 1100])
      expect(refusal(packed.subarray(0, length))).toMatch(/is (truncated|not an Urbis backup)/);
    const flipped = Buffer.from(packed);
    flipped[2000] = (flipped[2000] ?? 0) ^ 1; // In the database.
    expect(refusal(flipped)).toContain("is damaged: its database does not match the manifest's checksum");
    expect(refusal(Buffer.from("PK\u0003\u0004 a zip file, long enough ".repeat(40)))).toContain(
      "is not an Urbis backup",
    );
    const otherTar = Buffer.from(packed);
    otherTar.write("notes.txt\0\0\0\0\0", 0, "utf8"); // Another first member (its checksum is wrong too).
    expect(refusal(otherTar)).toContain("is not an Urbis backup");
    const newer = packBackup(database, {
      schema: "0002_later",
      createdAt: "2027-01-01T00:00:00.000Z",
      source: "embedded",
    });
    expect(refusal(newer)).toBe(
      "the-file.tar holds a database of schema 0002_later, newer than this build knows (0001_second): " +
        "restore it with the version of Urbis that made it, or a later one.",
    );
    const future = Buffer.from(packed.toString("latin1").replace('"version": 1', '"version": 9'), "latin1");
    expect(refusal(future)).toContain("is a backup of format version 9, newer than this build reads (1)");
  });
});
