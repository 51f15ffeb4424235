import type { FastifyInstance, FastifyReply } from "fastify";
import { endpoints, type FormId } from "#core/forms/endpoints";
import type { LocaleCode } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { readBooking, type BookingAnswer } from "#core/booking/wire";
import { confirmationPage } from "#server/booking/pages";
import { formPages, receivedPage } from "./answer-pages";
import { requestLocale } from "./request-locale";

/**
 * A form posted without script is answered with a redirect to a page of its own that shows the
 * receipt (post, redirect, get): reloading that page, or coming back to it, shows the receipt again
 * and never sends the form a second time. The receipt travels in a signed cookie that only that page
 * reads, for an hour. A demo booked without script (issue 32) carries its booking: the page is then
 * the confirmation.
 */
export const RECEIPT_COOKIE = "urbis-receipt";
const RECEIPT_MAX_AGE_S = 60 * 60;

type Receipt = { form: FormId; reference: string; email: string; booking?: BookingAnswer | undefined };

export const receiptPath = (form: FormId) => `${endpoints[form]}/received`;

/** After a form posted without script is stored: the receipt in a cookie, and a 303 to its page. */
export function redirectToReceipt(
  reply: FastifyReply,
  receipt: Receipt,
  locale: LocaleCode,
  secure: boolean,
): FastifyReply {
  const path = receiptPath(receipt.form);
  return reply
    .setCookie(RECEIPT_COOKIE, JSON.stringify(receipt), {
      signed: true,
      httpOnly: true,
      sameSite: "lax",
      secure,
      path,
      maxAge: RECEIPT_MAX_AGE_S,
    })
    .code(303)
    .header("Location", `${path}?lang=${locale}`)
    .send();
}

function readReceipt(form: FormId, unsigned: { valid: boolean; value: string | null }): Receipt | undefined {
  if (!unsigned.valid || unsigned.value === null) return undefined;
  try {
    const receipt = JSON.parse(unsigned.value) as Partial<Record<keyof Receipt, unknown>>;
    return receipt.form === form && typeof receipt.reference === "string" && typeof receipt.email === "string"
      ? { form, reference: receipt.reference, email: receipt.email, booking: readBooking(receipt.booking) }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/<form>/received: the receipt page, in the language of `?lang=`. Without a receipt (an
 * hour later, another browser), the visitor is sent to the form.
 */
export function registerReceiptPages(scope: FastifyInstance, stylesheets: readonly string[]) {
  for (const form of Object.keys(endpoints) as FormId[]) {
    scope.get(receiptPath(form), async (request, reply) => {
      const locale = requestLocale(request);
      reply.header("Cache-Control", "no-store");
      const cookie = request.cookies[RECEIPT_COOKIE];
      const receipt = cookie === undefined ? undefined : readReceipt(form, request.unsignCookie(cookie));
      if (!receipt) return reply.code(303).header("Location", localizePath(formPages[form], locale)).send();
      const { reference, email, booking } = receipt;
      return reply
        .type("text/html; charset=utf-8")
        .send(
          booking
            ? confirmationPage({ booking, reference, email }, { locale, stylesheets })
            : receivedPage(form, reference, email, { locale, stylesheets }),
        );
    });
  }
}
