import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HYDRATION_DATA } from "#core/paths/hydration-data";
import type { SiteFile } from "./site-files";
import { resolvePath } from "./resolve";

const HTML_CACHE = "public, max-age=0, must-revalidate";
const ASSET_CACHE = "public, max-age=31536000, immutable";
const OTHER_CACHE = "public, max-age=3600";

function pickEncoding(request: FastifyRequest, file: SiteFile): "br" | "gzip" | undefined {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (file.br && /\bbr\b/.test(accepted)) return "br";
  if (file.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/** The Cache-Control of a built file sent with `status`, by kind: hashed asset, page (and its data), other. */
export function cacheControl(key: string, file: Pick<SiteFile, "immutable">, status: number) {
  if (status !== 200) return "no-store";
  if (file.immutable) return ASSET_CACHE;
  // A page's data (for navigation, `.data`, and for hydration, HYDRATION_DATA) changes with it.
  return key.endsWith(".html") || key.endsWith(".data") || key.endsWith(`/${HYDRATION_DATA}`)
    ? HTML_CACHE
    : OTHER_CACHE;
}

/**
 * Whether `If-None-Match` matches the file's tag (RFC 9110 §13.1.2): `*`, or a list of tags one of
 * which has the same opaque tag, weak (`W/"…"`) or not (the weak comparison, the one for GET/HEAD).
 */
export function noneMatch(header: string | string[] | undefined, etag: string): boolean {
  const value = (Array.isArray(header) ? header.join(",") : (header ?? "")).trim();
  if (value === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  for (const match of value.matchAll(/(?:W\/)?("[^"]*")/g)) if (match[1] === opaque) return true;
  return false;
}

/**
 * Serves the built site from memory: each page in its language, compressed, cached by kind, and
 * the not-found page of the visitor's language with status 404 for anything else.
 */
export function registerStaticSite(app: FastifyInstance, files: Map<string, SiteFile>) {
  app.decorateReply("siteFile", null);

  function send(request: FastifyRequest, reply: FastifyReply) {
    const resolution = resolvePath(request.url.split("?")[0] ?? "/", (key) => files.has(key));
    if (resolution.kind === "redirect") {
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      return reply.redirect(resolution.location + query, 308);
    }
    const file = files.get(resolution.key);
    if (!file) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    const status = resolution.status;

    reply.code(status);
    reply.header("Content-Type", file.type);
    reply.header("Cache-Control", cacheControl(resolution.key, file, status));
    reply.header("Vary", "Accept-Encoding");
    (reply as FastifyReply & { siteFile: SiteFile | null }).siteFile = file;
    if (status === 200) {
      reply.header("ETag", file.etag);
      if (noneMatch(request.headers["if-none-match"], file.etag)) return reply.code(304).send();
    }
    const encoding = pickEncoding(request, file);
    if (encoding) reply.header("Content-Encoding", encoding);
    const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
    return reply.send(body);
  }

  app.get("/*", send);
}

declare module "fastify" {
  interface FastifyReply {
    /** The built file this reply sends, if any: the security headers read its script hashes. */
    siteFile: SiteFile | null;
  }
}
