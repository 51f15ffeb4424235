import type { FastifyInstance } from "fastify";
import type { SlotDays } from "#core/booking/slots";
import { cancel, freeSlots, markOutcome, reschedule, slotStart, type BookingContext } from "#server/booking";
import { checkForgery } from "../http/guard";
import { field, sendPage, signedInContext, type InboxDeps } from "../http/request-context";
import { listPresenters } from "../presenters/store";
import { agendaOf, findBooking } from "./store";
import { AgendaPage, type AgendaNotice } from "./view";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const notices: AgendaNotice[] = ["moved", "cancelled", "done", "no_show", "taken", "invalid", "gone"];

type BookingRoute = { Params: { id: string } };

/**
 * The team's agenda of demos (issue 32): by presenter and by day, each linked to its request. A
 * demo is moved to a free time of its language or cancelled through the booking service, which
 * tells the visitor in their language with the updated invitation; a past one is marked done or
 * no-show.
 */
export function registerAgendaRoutes(
  inbox: FastifyInstance,
  deps: InboxDeps,
  allowedOrigins: string[],
  booking: BookingContext,
) {
  const guarded = { preHandler: checkForgery(allowedOrigins) };
  const back = (notice: AgendaNotice) => `/inbox/agenda?done=${notice}`;

  inbox.get<{ Querystring: Record<string, unknown> }>("/agenda", async (request, reply) => {
    const now = new Date();
    const presenters = await listPresenters(deps.db);
    const presenterId = presenters.find((p) => p.userId === request.query.presenter)?.userId;
    const { days, toMark } = await agendaOf(deps.db, { now, presenterId });
    // The free times a demo can move to, once per language the agenda shows.
    const languages = [...new Set(days.flatMap((d) => d.entries.map((e) => e.language)))];
    const free: Record<string, SlotDays> = Object.fromEntries(
      await Promise.all(
        languages.map(async (language) => [language, await freeSlots(deps.db, { language, now })]),
      ),
    );
    return sendPage(
      reply,
      <AgendaPage
        context={signedInContext(request, { section: "agenda" })}
        days={days}
        toMark={toMark}
        free={free}
        presenters={presenters.map((p) => ({ userId: p.userId, name: p.name }))}
        presenterId={presenterId}
        notice={notices.find((n) => n === request.query.done)}
      />,
    );
  });

  const live = async (id: string) => {
    const found = uuid.test(id) ? await findBooking(deps.db, id) : undefined;
    return found?.status === "booked" ? found : undefined;
  };

  inbox.post<BookingRoute>("/agenda/:id/move", guarded, async (request, reply) => {
    const found = await live(request.params.id);
    if (!found) return reply.redirect(back("gone"), 303);
    const start = slotStart(field(request.body, "start"));
    if (!start) return reply.redirect(back("invalid"), 303);
    const moved = await reschedule(deps.db, booking, {
      bookingId: found.id,
      start,
      now: new Date(),
      by: "team",
    });
    return reply.redirect(back(moved.ok ? "moved" : "taken"), 303);
  });

  inbox.post<BookingRoute>("/agenda/:id/cancel", guarded, async (request, reply) => {
    const found = await live(request.params.id);
    const cancelled =
      found && (await cancel(deps.db, booking, { bookingId: found.id, now: new Date(), by: "team" }));
    return reply.redirect(back(cancelled ? "cancelled" : "gone"), 303);
  });

  inbox.post<BookingRoute>("/agenda/:id/outcome", guarded, async (request, reply) => {
    const found = await live(request.params.id);
    const outcome = field(request.body, "outcome");
    if (!found) return reply.redirect(back("gone"), 303);
    if (outcome !== "done" && outcome !== "no_show") return reply.redirect(back("invalid"), 303);
    const marked = await markOutcome(deps.db, { bookingId: found.id, outcome });
    return reply.redirect(back(marked ? outcome : "gone"), 303);
  });
}
