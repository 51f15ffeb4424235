import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { formatSlotDay, formatSlotTime } from "#core/booking/format";
import type { SlotDays } from "#core/booking/slots";
import { isolate } from "#core/i18n/isolate";
import { defaultLocale, isLocaleCode, type LocaleCode } from "#core/i18n/locales";
import { copyTranslator } from "#core/i18n/messages";
import { localizePath } from "#core/paths/localize";
import type { Database } from "#server/db/client";
import { html, page, type Html } from "#server/forms/html";
import { freeSlots } from "./availability";
import {
  bookingDetails,
  cancel,
  changeable,
  reschedule,
  slotStart,
  type BookingContext,
  type BookingDetails,
} from "./book";
import { verifyLink } from "./links";

/**
 * The pages a visitor's signed links open (issue 32): move the demo to another free time, or
 * cancel it. Server-rendered in the booking's language, no script; usable until the demo starts.
 * A GET shows the choice, its POST (the same URL) makes the change, which e-mails the updated
 * invitation (book.ts).
 */
type Action = "reschedule" | "cancel";

const heading = (text: string) =>
  html`<h1 class="text-3xl font-bold tracking-tight text-balance sm:text-4xl">${text}</h1>`;
const paragraph = (text: string) => html`<p class="mt-4 text-lg text-pretty">${text}</p>`;

function slotChoices(slots: SlotDays, locale: LocaleCode, legend: string): Html {
  return html`<fieldset class="mt-6">
    <legend class="text-xl font-bold">${legend}</legend>
    ${slots.days.map((day) => {
      const dayId = `day-${day.date}`;
      return html`<div role="group" aria-labelledby="${dayId}" class="mt-5">
        <h2 id="${dayId}" class="font-semibold">${formatSlotDay(day.date, locale)}</h2>
        <div class="mt-2 flex flex-wrap gap-2">
          ${day.slots.map(
            (slot) =>
              html`<label
                class="flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input
                  type="radio"
                  name="slot"
                  value="${slot.start}"
                  required
                  class="size-4 accent-(--brand)"
                />
                <span dir="ltr" class="font-medium tabular-nums">${formatSlotTime(slot.start, locale)}</span>
              </label>`,
          )}
        </div>
      </div>`;
    })}
  </fieldset>`;
}

type Deps = { db: Database; context: BookingContext; stylesheets: readonly string[] };

/** One request to a manage page: its booking, language, and how it answers. */
type Visit = {
  id: string;
  details: BookingDetails;
  locale: LocaleCode;
  t: ReturnType<typeof copyTranslator>;
  now: Date;
  post: boolean;
  body: unknown;
  send: (status: number, title: string, body: Html) => FastifyReply;
  when: (start: Date) => { day: string; time: string };
};

async function cancelPage(deps: Deps, visit: Visit) {
  const { t, send, when, details } = visit;
  if (visit.post) {
    await cancel(deps.db, deps.context, { bookingId: visit.id, now: visit.now, by: "visitor" });
    const again = html`<p class="mt-8">
      <a class="btn btn-primary" href="${localizePath("/core/demo", visit.locale)}"
        >${t("booking.manage.again")}</a
      >
    </p>`;
    const body = t("booking.manage.cancelled.body", { email: isolate(details.email) });
    return send(200, t("booking.manage.cancelled.title"), html`${paragraph(body)}${again}`);
  }
  return send(
    200,
    t("booking.manage.cancel.title"),
    html`${paragraph(t("booking.manage.cancel.intro", when(details.booking.startsAt)))}
      <form method="post" class="mt-8">
        <button type="submit" class="btn btn-primary">${t("booking.manage.cancel.submit")}</button>
      </form>`,
  );
}

async function reschedulePage(deps: Deps, visit: Visit) {
  const { t, send, when, details, now } = visit;
  let notice: Html = html``;
  if (visit.post) {
    const start = slotStart((visit.body as { slot?: unknown } | undefined)?.slot);
    const moved = start
      ? await reschedule(deps.db, deps.context, { bookingId: visit.id, start, now, by: "visitor" })
      : undefined;
    if (moved?.ok) {
      const body = t("booking.manage.moved.body", {
        ...when(moved.booking.startsAt),
        email: isolate(details.email),
      });
      return send(200, t("booking.manage.moved.title"), paragraph(body));
    }
    notice = html`<p
      role="alert"
      class="mt-6 rounded-xl border-2 border-accent bg-accent-soft p-4 font-medium"
    >
      ${t("booking.manage.taken")}
    </p>`;
  }
  const slots = await freeSlots(deps.db, { language: details.booking.language, now });
  const choices =
    slots.days.length === 0
      ? paragraph(t("booking.manage.reschedule.none"))
      : html`<form method="post" class="mt-2">
          ${slotChoices(slots, visit.locale, t("booking.manage.legend"))}
          <button type="submit" class="btn btn-primary mt-8">${t("booking.manage.reschedule.submit")}</button>
        </form>`;
  return send(
    visit.post ? 409 : 200,
    t("booking.manage.reschedule.title"),
    html`${paragraph(t("booking.manage.reschedule.intro", when(details.booking.startsAt)))}${notice}${choices}`,
  );
}

export function registerManagePages(
  scope: FastifyInstance,
  { rateLimit, ...deps }: Deps & { rateLimit: { max: number; timeWindow: string | number } },
) {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    const query = request.query as { action?: unknown; sig?: unknown };
    const action: Action | undefined =
      query.action === "reschedule" || query.action === "cancel" ? query.action : undefined;
    reply.header("Cache-Control", "no-store").header("Referrer-Policy", "no-referrer");
    const valid =
      action !== undefined &&
      /^[0-9a-f-]{36}$/.test(id) &&
      verifyLink(deps.context.links.key, id, action, query.sig);
    const details = valid ? await deps.db.transaction((tx) => bookingDetails(tx, id)) : undefined;
    if (!action || !details) return reply.callNotFound();
    const locale: LocaleCode = isLocaleCode(details.booking.language)
      ? details.booking.language
      : defaultLocale.code;
    const t = copyTranslator(locale, ["booking", "forms"]);
    const visit: Visit = {
      id,
      details,
      locale,
      t,
      now: new Date(),
      post: request.method === "POST",
      body: request.body,
      send: (status, title, body) =>
        reply
          .code(status)
          .type("text/html; charset=utf-8")
          .send(page({ locale, title, stylesheets: deps.stylesheets, body: html`${heading(title)}${body}` })),
      when: (start) => ({
        day: isolate(formatSlotDay(start, locale)),
        time: isolate(formatSlotTime(start, locale)),
      }),
    };
    if (!changeable(details.booking, visit.now))
      return visit.send(410, t("booking.manage.gone.title"), paragraph(t("booking.manage.gone.body")));
    return action === "cancel" ? cancelPage(deps, visit) : reschedulePage(deps, visit);
  };
  scope.get("/demo/manage/:id", { config: { rateLimit } }, handle);
  scope.post("/demo/manage/:id", { config: { rateLimit } }, handle);
}
