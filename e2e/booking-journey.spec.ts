import type { Browser, Page } from "@playwright/test";
import ICAL from "ical.js";
import PostalMime from "postal-mime";
import { localizePath } from "#core/paths/localize";
import { casablancaTime, fillArabicDetails } from "./support/booking-visitor";
import { copy } from "./support/copy";
import { formsCopy } from "./support/forms-copy";
import { expect, hydrated, test } from "./support/fixtures";
import {
  createAccount,
  freshDataDir,
  presentDemos,
  startService,
  type InboxService,
} from "./support/inbox-service";
import { smtpPort } from "./support/smtp-config";
import type { ReceivedMail } from "./support/smtp-listener";
import { uniqueAddress, waitForMail } from "./support/smtp-inbox";

/**
 * Issue 32's whole journey, on this file's own service: a presenter set up with the documented
 * command, a visitor on a phone in Arabic who books a demo from landing on /ar/core/demo, receives
 * the invitation, moves it once and cancels it by the e-mail's links; after each step the
 * presenter sees it in the inbox (the agenda, the request's page) and in their calendar feed.
 */
const presenter = {
  email: "yasmine@urbis.ma",
  name: "Yasmine Alaoui",
  password: "a long passphrase for e2e",
};

const journeyTest = test.extend<{ service: InboxService }>({
  // eslint-disable-next-line no-empty-pattern
  service: async ({}, provide) => {
    const dataDir = freshDataDir();
    await createAccount(dataDir, presenter);
    await presentDemos(dataDir, presenter.email, [
      "--languages",
      "ar",
      "--hours",
      "1-7=08:00-20:00",
      "--link",
      "https://meet.example.org/yasmine",
    ]);
    // E-mails go to the run's SMTP listener; the test fills the form faster than a person.
    const service = await startService(dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      FORM_MIN_FILL_MS: "0",
    });
    await provide(service);
    await service.stop();
  },
});

// The pages come from this test's own service: requests to it are not "external". A phone in
// Morocco: its clock is Casablanca's.
journeyTest.use({
  baseURL: async ({ service }, provide) => provide(service.url),
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  timezoneId: "Africa/Casablanca",
});

const t = formsCopy("ar");
const booking = (key: string) => copy("ar", "booking", key);
const inbox = (key: string) => copy("fr", "inbox", key);

/** The invitation an e-mail carries, parsed back (RFC 5545). */
async function invitationOf(mail: ReceivedMail) {
  const parsed = await PostalMime.parse(mail.raw);
  const file = parsed.attachments.find((attachment) => attachment.mimeType.startsWith("text/calendar"));
  const text =
    typeof file?.content === "string"
      ? file.content
      : new TextDecoder().decode(file?.content ?? new ArrayBuffer(0));
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event?.getFirstPropertyValue("uid"),
    sequence: Number(event?.getFirstPropertyValue("sequence") ?? 0),
    start: event ? new ICAL.Event(event).startDate.toJSDate().toISOString() : "",
  };
}

/** A link of the e-mail's text whose URL contains `action`, as a path on this service. */
function linkIn(mail: ReceivedMail, action: string): string {
  const url = mail.text.match(new RegExp(`https?://\\S+action=${action}\\S*`))?.[0];
  if (!url) throw new Error(`No ${action} link in the e-mail`);
  // The link is on the service's public origin (SERVICE_URL, not set here): its path, on this one.
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** The presenter signed in on a desktop, in French, with their calendar feed's address. */
async function presenterSignsIn(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto("/inbox/login");
  await page.getByLabel(inbox("inbox.login.email")).fill(presenter.email);
  await page.getByLabel(inbox("inbox.login.password")).fill(presenter.password);
  await page.getByRole("button", { name: inbox("inbox.login.submit") }).click();
  await page.getByRole("link", { name: inbox("inbox.nav.presenting") }).click();
  await page.getByRole("button", { name: inbox("inbox.presenter.feed.create") }).click();
  const feed = await page.getByLabel(inbox("inbox.presenter.feed.url")).inputValue();
  return { context, page, feed: new URL(feed).pathname };
}

/** The presenter's feed, parsed: each event's start, SEQUENCE and STATUS by UID. */
async function feedEvents(page: Page, feed: string) {
  const response = await page.request.get(feed);
  expect(response.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents("vevent").map((event) => ({
    uid: event.getFirstPropertyValue("uid"),
    start: new ICAL.Event(event).startDate.toJSDate().toISOString(),
    sequence: Number(event.getFirstPropertyValue("sequence") ?? 0),
    status: event.getFirstPropertyValue("status"),
  }));
}

journeyTest(
  "in Arabic on a phone: book, receive the invitation, move it once, cancel it; the presenter sees each step",
  async ({ page, browser, service }) => {
    const team = await presenterSignsIn(browser, service.url);
    try {
      // The visitor lands on the demo page, types their details, picks the first free time.
      const email = uniqueAddress("journey", "residence.ma");
      await page.goto(localizePath("/core/demo", "ar"));
      await hydrated(page);
      await fillArabicDetails(page, email);
      const times = page.getByRole("group", { name: t("forms.demo.booking.legend") });
      const first = times.getByRole("radio").first();
      const booked = (await first.getAttribute("value")) ?? "";
      await first.check();
      await page.getByRole("button", { name: t("forms.demo.submit") }).click();
      const done = page.getByRole("region", { name: t("forms.demo.booking.confirmed.title") });
      await expect(done).toContainText(casablancaTime(booked));
      await expect(done).toContainText("Yasmine");

      // The invitation, in Arabic, with its .ics (REQUEST) at the time chosen.
      const confirmation = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith("تأكّد"));
      const invitation = await invitationOf(confirmation);
      expect(invitation).toMatchObject({ method: "REQUEST", sequence: 0, start: booked });
      // The presenter: in the agenda, on the request's page, in the feed.
      const reference = /\b[A-Z]{3}-[A-Z0-9]{5}\b/.exec(confirmation.text)?.[0] ?? "";
      await team.page.goto("/inbox/agenda");
      await expect(team.page.getByRole("link", { name: /أمينة الإدريسي/ })).toBeVisible();
      await expect(team.page.getByRole("main")).toContainText(casablancaTime(booked));
      expect(await feedEvents(team.page, team.feed)).toEqual([
        { uid: invitation.uid, start: booked, sequence: 0, status: "CONFIRMED" },
      ]);

      // Moved once by the e-mail's link: the second free time.
      await page.goto(linkIn(confirmation, "reschedule"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        booking("booking.manage.reschedule.title"),
      );
      const offered = page.getByRole("radio");
      const moved = (await offered.nth(1).getAttribute("value")) ?? "";
      await offered.nth(1).check();
      await page.getByRole("button", { name: booking("booking.manage.reschedule.submit") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(booking("booking.manage.moved.title"));
      await expect(page.getByRole("main")).toContainText(casablancaTime(moved));
      const update = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith("تغيّر"));
      expect(await invitationOf(update)).toMatchObject({
        method: "REQUEST",
        uid: invitation.uid,
        sequence: 1,
        start: moved,
      });
      await team.page.goto(`/inbox/demo/${reference}`);
      const card = team.page.getByRole("region", { name: inbox("inbox.booking.title") });
      await expect(card).toContainText(inbox("inbox.booking.status.booked"));
      await expect(card).toContainText(casablancaTime(moved));
      expect(await feedEvents(team.page, team.feed)).toEqual([
        { uid: invitation.uid, start: moved, sequence: 1, status: "CONFIRMED" },
      ]);

      // Cancelled by the updated e-mail's link.
      await page.goto(linkIn(update, "cancel"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        booking("booking.manage.cancel.title"),
      );
      await page.getByRole("button", { name: booking("booking.manage.cancel.submit") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        booking("booking.manage.cancelled.title"),
      );
      const cancellation = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith("أُلغي"));
      expect(await invitationOf(cancellation)).toMatchObject({
        method: "CANCEL",
        uid: invitation.uid,
        sequence: 2,
      });
      await team.page.goto(`/inbox/demo/${reference}`);
      await expect(card).toContainText(inbox("inbox.booking.status.cancelled"));
      await expect(team.page.getByRole("main")).toContainText(inbox("inbox.delivery.email.cancelled"));
      await team.page.goto("/inbox/agenda");
      await expect(team.page.getByText(inbox("inbox.agenda.empty"))).toBeVisible();
      expect(await feedEvents(team.page, team.feed)).toEqual([
        { uid: invitation.uid, start: moved, sequence: 2, status: "CANCELLED" },
      ]);
    } finally {
      await team.context.close();
    }
  },
);
