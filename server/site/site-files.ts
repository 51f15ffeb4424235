import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A built file held in memory with its compressed forms, ready to send. */
export type SiteFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  /** Hashed assets never change under the same name. */
  immutable: boolean;
  /** sha256 sources of the file's inline scripts (HTML only), for its Content-Security-Policy. */
  scriptHashes: string[];
};

/** The Content-Type of each kind of built file (anything else is application/octet-stream). */
export const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const compressible = new Set([
  ".html",
  ".data",
  ".js",
  ".css",
  ".json",
  ".webmanifest",
  ".xml",
  ".txt",
  ".svg",
]);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const source = match[1] ?? "";
    if (source) hashes.add(`'sha256-${createHash("sha256").update(source).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Reads the whole built site into memory. Compressed twins written by the build (`x.br`, `x.gz`)
 * are used as they are; a text file without them is compressed here, once.
 */
export async function loadSiteFiles(root: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  const all = await listFiles(root);
  const present = new Set(all);
  for (const file of all) {
    const ext = path.extname(file);
    if (ext === ".br" || ext === ".gz") continue;
    const body = await readFile(file);
    const relative = "/" + path.relative(root, file).split(path.sep).join("/");
    const canCompress = compressible.has(ext) && body.length > 512;
    const br = canCompress
      ? present.has(`${file}.br`)
        ? await readFile(`${file}.br`)
        : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : undefined;
    const gzip = canCompress
      ? present.has(`${file}.gz`)
        ? await readFile(`${file}.gz`)
        : gzipSync(body, { level: 9 })
      : undefined;
    files.set(relative, {
      body,
      br,
      gzip,
      type: contentTypes[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      immutable: relative.startsWith("/assets/"),
      scriptHashes: ext === ".html" ? inlineScriptHashes(body.toString("utf8")) : [],
    });
  }
  return files;
}
