import { isUtf8 } from "node:buffer";
import type { FastifyInstance } from "fastify";

/** Why a body is refused before it is read: its bytes are not UTF-8 (400, `invalid_encoding`). */
export const INVALID_ENCODING = "URBIS_INVALID_ENCODING";

const invalidEncoding = () =>
  Object.assign(new Error("The body is not UTF-8"), { statusCode: 400, code: INVALID_ENCODING });

/** `+` is a space, then each `%XX` is a byte, the bytes UTF-8: anything else throws (URIError). */
const decodeComponent = (text: string) => decodeURIComponent(text.replace(/\+/g, " "));

/**
 * A form as a browser posts it (`application/x-www-form-urlencoded`): each name's value, or its
 * values when it repeats (checkboxes). Undefined when a byte sequence, raw or percent-encoded, is
 * not UTF-8: decoding it would put U+FFFD in place of what was sent.
 */
export function parseFormBody(body: Buffer): Record<string, string | string[]> | undefined {
  if (!isUtf8(body)) return undefined;
  const fields: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  try {
    for (const pair of body.toString("utf8").split("&")) {
      if (pair === "") continue;
      const equals = pair.indexOf("=");
      const name = decodeComponent(equals < 0 ? pair : pair.slice(0, equals));
      const value = equals < 0 ? "" : decodeComponent(pair.slice(equals + 1));
      const earlier = fields[name];
      fields[name] =
        earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
    }
  } catch {
    return undefined;
  }
  return fields;
}

/**
 * The two kinds of body a form endpoint reads, JSON and a browser's form post, taken only in UTF-8:
 * any other byte sequence is refused whole (400, `invalid_encoding`) rather than stored with
 * replacement characters. JSON is then read as Fastify reads it (a `__proto__` key refused).
 */
export function registerStrictBodyParsers(scope: FastifyInstance, bodyLimit: number) {
  const json = scope.getDefaultJsonParser("error", "error");
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit }, (request, body, done) => {
    if (!isUtf8(body as Buffer)) return done(invalidEncoding(), undefined);
    json(request, body.toString("utf8"), done);
  });
  scope.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "buffer", bodyLimit },
    (_request, body, done) => {
      const fields = parseFormBody(body as Buffer);
      if (fields === undefined) done(invalidEncoding(), undefined);
      else done(null, fields);
    },
  );
}
