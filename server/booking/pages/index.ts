import { formatSlotDay } from "#core/booking/format";
import { callbackChoice, slotField, type BookingAnswer, type SlotList } from "#core/booking/wire";
import { endpoints } from "#core/forms/endpoints";
import { formsTranslator } from "#core/i18n/forms-translator";
import { isolate } from "#core/i18n/isolate";
import type { LocaleCode } from "#core/i18n/locales";
import { html, page, type Html } from "#server/forms/html";

/**
 * The demo booking's pages for a browser without script (issue 32), in the visitor's language: the
 * free times, whose post books one, and the confirmation. The service has no idea of the visitor's
 * time zone here, so every time is Casablanca's (as the service computed it), and says so.
 */
export type BookingPageOptions = { locale: LocaleCode; stylesheets: readonly string[] };

const heading = (text: string) =>
  html`<h1 class="text-3xl font-bold tracking-tight text-balance sm:text-4xl">${text}</h1>`;
const paragraph = (text: string) => html`<p class="mt-4 text-lg text-pretty">${text}</p>`;

/**
 * The free times, grouped by day, as one required radio group named `slot` (the start, ISO), and a
 * last choice to be called back instead (`slot=callback`). `hidden` goes back as it is: the
 * visitor's details and the send token (the same list as the "check and send" page). `notice:
 * "taken"`: the time chosen was booked meanwhile; these are the next free ones.
 */
export function slotsPage(
  { slots, hidden, notice }: { slots: SlotList; hidden: [string, string][]; notice?: "taken" },
  options: BookingPageOptions,
): string {
  const { locale } = options;
  const t = formsTranslator(locale);
  const title = t("forms.page.booking.title");
  const alert =
    notice === "taken"
      ? html`<p role="alert" class="mt-6 rounded-xl border-2 border-accent bg-accent-soft p-4 font-medium">
          ${t("forms.demo.booking.taken")}
        </p>`
      : html``;
  const days: Html[] = slots.days.map((day, dayIndex) => {
    const dayId = `slot-day-${dayIndex}`;
    const dayName = formatSlotDay(day.date, locale);
    return html`<div role="group" aria-labelledby="${dayId}" class="mt-5">
      <h3 id="${dayId}" class="font-semibold">${dayName}</h3>
      <div class="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        ${day.slots.map((slot, index) => {
          const id = `slot-${dayIndex}-${index}`;
          return html`<label
            for="${id}"
            class="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-line bg-surface px-3 py-2.5 has-checked:border-brand has-checked:bg-brand-soft"
          >
            <input
              id="${id}"
              type="radio"
              name="${slotField}"
              value="${slot.start}"
              required
              aria-describedby="${dayId}"
              class="size-4 shrink-0 accent-(--brand)"
            />
            <span dir="ltr" class="font-medium tabular-nums">${slot.time}</span>
          </label>`;
        })}
      </div>
    </div>`;
  });
  return page({
    ...options,
    title,
    body: html`${heading(title)}${paragraph(t("forms.page.booking.intro"))}${alert}
      <form method="post" action="${endpoints.demo}" class="mt-8 space-y-6">
        ${hidden.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
        <fieldset aria-describedby="slots-hint">
          <legend class="text-xl font-bold">${t("forms.demo.booking.legend")}</legend>
          <p id="slots-hint" class="mt-1 text-sm text-muted">
            ${t("forms.demo.booking.hint", { length: slots.minutes })}
          </p>
          ${days}
          <label
            for="slot-callback"
            class="mt-6 flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface px-3 py-2.5 has-checked:border-brand has-checked:bg-brand-soft"
          >
            <input
              id="slot-callback"
              type="radio"
              name="${slotField}"
              value="${callbackChoice}"
              class="mt-1 size-4 shrink-0 accent-(--brand)"
            />
            <span>${t("forms.demo.booking.none")}</span>
          </label>
        </fieldset>
        <button type="submit" class="btn btn-primary">${t("forms.demo.booking.submit")}</button>
      </form>`,
  });
}

/** What a confirmed demo is: its rows, label and value (the value may hold markup). */
function bookingRows(booking: BookingAnswer, locale: LocaleCode): [string, Html][] {
  const t = formsTranslator(locale);
  const at = t("forms.demo.booking.confirmed.at", {
    day: isolate(formatSlotDay(booking.date, locale)),
    time: isolate(booking.time),
  });
  return [
    [t("forms.demo.booking.confirmed.when"), html`${at}`],
    [
      t("forms.demo.booking.confirmed.length"),
      html`${t("forms.demo.booking.confirmed.minutes", { length: booking.minutes })}`,
    ],
    [t("forms.demo.booking.confirmed.presenter"), html`<bdi>${booking.presenter}</bdi>`],
    [t("forms.demo.booking.confirmed.how"), html`${t(`forms.demo.booking.confirmed.${booking.mode}`)}`],
  ];
}

/** The demo is booked: when, how long, with whom, how; the invitation, and the links to move or cancel it. */
export function confirmationPage(
  { booking, reference, email }: { booking: BookingAnswer; reference: string; email: string },
  options: BookingPageOptions,
): string {
  const { locale } = options;
  const t = formsTranslator(locale);
  const title = t("forms.demo.booking.confirmed.title");
  const body = t("forms.demo.booking.confirmed.body", {
    reference: isolate(reference),
    email: isolate(email),
  });
  return page({
    ...options,
    title,
    body: html`${heading(title)}${paragraph(body)}
      <dl class="mt-8 grid gap-4 rounded-xl border border-line bg-surface p-5 sm:grid-cols-2">
        ${bookingRows(booking, locale).map(
          ([label, value]) =>
            html`<div>
              <dt class="text-sm font-semibold text-muted">${label}</dt>
              <dd class="mt-1 font-medium">${value}</dd>
            </div>`,
        )}
      </dl>
      <p class="mt-8 flex flex-wrap gap-3">
        <a class="btn btn-primary" href="${booking.calendar}" download
          >${t("forms.demo.booking.confirmed.calendar")}</a
        >
        <a class="btn btn-secondary" href="${booking.reschedule}"
          >${t("forms.demo.booking.confirmed.reschedule")}</a
        >
        <a class="btn btn-secondary" href="${booking.cancel}">${t("forms.demo.booking.confirmed.cancel")}</a>
      </p>`,
  });
}
