import type { FastifyInstance } from "fastify";
import { isLocaleCode } from "#core/i18n/locales";
import type { Database } from "#server/db/client";
import { bookingDetails, bookingMail, type BookingContext } from "./book";
import { invitation } from "#server/mail/booking-emails";
import { verifyLink } from "./links";
import { feedForToken } from "./feed";
import { SlotLists } from "./slot-list";

/**
 * The booking's HTTP side (issue 32): the free times the demo page asks for, a booking's
 * invitation by its signed link, and a presenter's calendar feed by its secret token. Registered in
 * the forms' scope (its rate limit, its answers to another origin).
 */
export function registerBookingRoutes(
  scope: FastifyInstance,
  {
    db,
    context,
    rateLimit,
  }: { db: Database; context: BookingContext; rateLimit: { max: number; timeWindow: string | number } },
) {
  const now = () => new Date();
  const slotLists = new SlotLists(db);

  // Computed once per change and kept (slot-list.ts, decision 063). Never stored by a browser or a
  // proxy: the list changes with every booking, and each request's check of the version is what
  // keeps it true; a stored copy would not be. Its rate limit is counted in memory: a read answered
  // from memory should not cost a write to the database.
  const slotsRoute = { config: { rateLimit, rateLimitCountedBy: "instance" as const } };
  scope.get("/api/demo/slots", slotsRoute, async (request, reply) => {
    const { language } = request.query as { language?: unknown };
    reply.header("Cache-Control", "no-store");
    if (!isLocaleCode(language)) return reply.code(400).send({ error: "invalid_language" });
    return reply.type("application/json; charset=utf-8").send(await slotLists.json(language, now()));
  });

  scope.get("/api/demo/bookings/:id/calendar.ics", { config: { rateLimit } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const { sig } = request.query as { sig?: unknown };
    reply.header("Cache-Control", "no-store");
    if (!/^[0-9a-f-]{36}$/.test(id) || !verifyLink(context.links.key, id, "calendar", sig))
      return reply.code(404).send({ error: "not_found" });
    const details = await db.transaction((tx) => bookingDetails(tx, id));
    if (!details) return reply.code(404).send({ error: "not_found" });
    const { booking } = details;
    const ics = invitation(
      bookingMail(details, booking.status === "cancelled" ? "cancelled" : "booked", now()),
      context.mail,
    );
    return reply
      .type("text/calendar; charset=utf-8")
      .header("Content-Disposition", 'attachment; filename="urbis-demo.ics"')
      .send(ics);
  });

  scope.get("/api/demo/feeds/:file", { config: { rateLimit } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    reply.header("Cache-Control", "no-store");
    const token = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(file)?.[1];
    const feed = token ? await feedForToken(db, context, token, now()) : undefined;
    if (feed === undefined) return reply.code(404).send({ error: "not_found" });
    return reply.type("text/calendar; charset=utf-8").send(feed);
  });
}
