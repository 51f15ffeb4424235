import { createHash } from "node:crypto";

/**
 * The backup file (decision 048): a POSIX tar archive of two members, `manifest.json` first and the
 * database after it, so that `tar tf` and `tar xf` read it too. The manifest says what the file is
 * (format and version), which schema the database has (the last migration applied), when it was
 * made and from which kind of store, and the database member's size and SHA-256: a file cut short
 * or altered is refused before anything is written.
 */
export const BACKUP_FORMAT = "urbis-backup";
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = "manifest.json";
const BLOCK = 512;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** Tag of the last migration applied to the database (server/db/migrations). */
  schema: string;
  createdAt: string;
  /** `embedded`: a PGlite data folder, as `dumpDataDir` gives it (a gzipped tar). */
  source: "embedded";
  database: { file: string; bytes: number; sha256: string };
};

/** A file that is not a backup this build can restore; the message says why, for a person. */
export class BackupFileError extends Error {
  override name = "BackupFileError";
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, "utf8");
  block.write(octal(0o600, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write("0", 156, "ascii");
  block.write("ustar\u000000", 257, "ascii");
  block.write(octal(checksum(block), 7) + " ", 148, "ascii");
  return block;
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return sum;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The bytes of a backup file holding `database` (a data folder's tarball) and its manifest. */
export function packBackup(
  database: Uint8Array,
  { schema, createdAt, source }: Pick<BackupManifest, "schema" | "createdAt" | "source">,
): Buffer {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    schema,
    createdAt: createdAt,
    source,
    database: { file: "pgdata.tar.gz", bytes: database.byteLength, sha256: sha256(database) },
  };
  const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  const when = new Date(createdAt);
  return Buffer.concat([
    header(MANIFEST, text.byteLength, when),
    text,
    padding(text.byteLength),
    header(manifest.database.file, database.byteLength, when),
    Buffer.from(database.buffer, database.byteOffset, database.byteLength),
    padding(database.byteLength),
    Buffer.alloc(BLOCK * 2),
  ]);
}

type Member = { name: string; data: Buffer };

/** The member at `offset`, or null at the archive's end; throws when the bytes are not a tar's. */
function memberAt(bytes: Buffer, offset: number, file: string): Member | null {
  if (offset + BLOCK > bytes.byteLength) throw new BackupFileError(`${file} is truncated: it ends mid-way.`);
  const block = bytes.subarray(offset, offset + BLOCK);
  if (block.every((b) => b === 0)) return null;
  const stored = parseInt(block.toString("ascii", 148, 156).replace(/\0.*$/s, "").trim(), 8);
  if (block.toString("ascii", 257, 262) !== "ustar" || stored !== checksum(block)) return notATar(file);
  const name = block.toString("utf8", 0, 100).replace(/\0.*$/s, "");
  const size = parseInt(block.toString("ascii", 124, 136).replace(/\0.*$/s, "").trim(), 8);
  const start = offset + BLOCK;
  if (!Number.isFinite(size) || start + size > bytes.byteLength)
    throw new BackupFileError(`${file} is truncated: ${name} is cut short.`);
  return { name, data: bytes.subarray(start, start + size) };
}

function notATar(file: string): never {
  throw new BackupFileError(`${file} is not an Urbis backup (it is not a tar archive of one).`);
}

function parseManifest(data: Buffer, file: string): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(data.toString("utf8")) as Partial<BackupManifest>;
  } catch {
    throw new BackupFileError(`${file} is not an Urbis backup: its manifest is not JSON.`);
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupFileError(`${file} is not an Urbis backup: its format is ${String(manifest.format)}.`);
  if (typeof manifest.version !== "number" || manifest.version > BACKUP_FORMAT_VERSION)
    throw new BackupFileError(
      `${file} is a backup of format version ${String(manifest.version)}, newer than this build reads ` +
        `(${BACKUP_FORMAT_VERSION}): restore it with the version of Urbis that made it, or a later one.`,
    );
  if (typeof manifest.schema !== "string" || manifest.source !== "embedded" || !manifest.database)
    throw new BackupFileError(`${file} is not an Urbis backup: its manifest is incomplete.`);
  return manifest as BackupManifest;
}

/**
 * The manifest and database of a backup file, checked: its format and version, its members whole
 * and intact, and a schema that this build's migrations (`knownSchemas`, in order) include.
 * Throws BackupFileError with a message for a person otherwise.
 */
export function unpackBackup(
  bytes: Buffer,
  file: string,
  knownSchemas: string[],
): { manifest: BackupManifest; database: Buffer } {
  const first = memberAt(bytes, 0, file);
  if (first?.name !== MANIFEST)
    throw new BackupFileError(`${file} is not an Urbis backup: it does not begin with ${MANIFEST}.`);
  const manifest = parseManifest(first.data, file);
  if (!knownSchemas.includes(manifest.schema))
    throw new BackupFileError(
      `${file} holds a database of schema ${manifest.schema}, newer than this build knows ` +
        `(${knownSchemas.at(-1) ?? "none"}): restore it with the version of Urbis that made it, or a later one.`,
    );
  const second = memberAt(
    bytes,
    BLOCK + first.data.byteLength + padding(first.data.byteLength).byteLength,
    file,
  );
  if (second?.name !== manifest.database.file || second.data.byteLength !== manifest.database.bytes)
    throw new BackupFileError(`${file} is truncated: its database is missing or cut short.`);
  const secondData = BLOCK * 2 + first.data.byteLength + padding(first.data.byteLength).byteLength;
  const archiveEnd = secondData + second.data.byteLength + padding(second.data.byteLength).byteLength;
  if (bytes.byteLength < archiveEnd + BLOCK * 2)
    throw new BackupFileError(`${file} is truncated: the archive's end is missing.`);
  if (sha256(second.data) !== manifest.database.sha256)
    throw new BackupFileError(`${file} is damaged: its database does not match the manifest's checksum.`);
  return { manifest, database: second.data };
}
