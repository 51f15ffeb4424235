import { isUtf8 } from "node:buffer";
import type { FastifyError, FastifyInstance } from "fastify";
import { BEACON_MAX_BYTES, BEACON_PATH } from "#core/analytics/beacon";
import type { Database } from "#server/db/client";
import { isDatabaseUnavailable } from "#server/db/unavailable";
import type { SiteFile } from "#server/site/site-files";
import { beaconBuffer } from "./buffer";
import { analyticsDay } from "./day";
import { openValues } from "./open-values";
import { sitePages } from "./pages";
import { readBeacon, type Beacon } from "./read-beacon";
import { robotCheck } from "./robots";
import { daySalts, visitorHash } from "./salt";

/** Different referrers' hosts, or values of one UTM parameter, counted by name a day (open-values.ts). */
export const OPEN_VALUES_A_DAY = 1000;

const openFields = [
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const;

function parseJson(body: Buffer): unknown {
  if (!isUtf8(body)) return undefined;
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The page analytics' endpoint (decision 056): `POST /api/beacon`, a page view or an event, sent by
 * the page with `navigator.sendBeacon` (text/plain, so a site on another origin posts it without a
 * preflight). It stores what it expects and nothing else: a body of at most BEACON_MAX_BYTES, the
 * known fields (read-beacon.ts), else 400; a robot's beacon (isbot, from the User-Agent, robots.ts) is dropped;
 * a visitor is the day's salted hash of the address and browser, never the address. It sets no
 * cookie, answers 204 with nothing to read, and never a 5xx: a beacon that cannot be stored (the
 * database away) is dropped. Beacons are written in batches (buffer.ts). Its requests are not
 * logged one by one.
 */
export async function registerAnalytics(
  app: FastifyInstance,
  { db, files }: { db: Database; files: ReadonlyMap<string, SiteFile> },
) {
  const pages = sitePages(files);
  const salts = daySalts(db);
  const open = openValues(OPEN_VALUES_A_DAY);
  const buffer = beaconBuffer(db, app.log);
  const isRobot = robotCheck();
  app.decorate("flushBeacons", buffer.flush);
  // Before the database closes (its onClose hook), what waits is written.
  app.addHook("preClose", buffer.flush);

  await app.register(async (scope) => {
    // Whatever its type, the body is read as bytes (sendBeacon sends a string as text/plain).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: BEACON_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
        return reply
          .code(error.statusCode)
          .send({ error: error.statusCode === 413 ? "body_too_large" : "invalid_body" });
      if (isDatabaseUnavailable(error))
        request.log.warn({ err: error }, "beacon dropped: the database is unavailable");
      else request.log.error({ err: error }, "beacon dropped");
      return reply.code(204).send();
    });

    scope.post(BEACON_PATH, { logLevel: "warn" }, async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const body = Buffer.isBuffer(request.body) ? parseJson(request.body) : undefined;
      const beacon = readBeacon(body, pages);
      if (!beacon) return reply.code(400).send({ error: "invalid_body" });
      const userAgent = request.headers["user-agent"] ?? "";
      // A robot's visit is no visitor's: dropped, as a page without a browser's User-Agent is.
      if (!userAgent || isRobot(userAgent)) return reply.code(204).send();
      const now = new Date();
      const day = analyticsDay(now);
      const salt = await salts(day);
      const row: Beacon = { ...beacon };
      for (const field of openFields) row[field] = open(day, field, row[field]);
      buffer.add({ ...row, receivedAt: now, day, visitor: visitorHash(salt, request.ip, userAgent, day) });
      return reply.code(204).send();
    });
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** Writes the beacons accepted and not yet written (server/analytics/buffer.ts). */
    flushBeacons: () => Promise<void>;
  }
}
