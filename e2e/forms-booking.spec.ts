import path from "node:path";
import { runnerImport } from "vite";
import { localizePath } from "#core/paths/localize";
import { casablancaTime, fillArabicDetails } from "./support/booking-visitor";
import { formsCopy } from "./support/forms-copy";
import { expect, hydrated, test } from "./support/fixtures";
import { freshDataDir, startService, type InboxService } from "./support/inbox-service";
import type * as BookingSeed from "./support/booking-seed";

/**
 * Booking a demo (issue 32) on this file's own service, whose embedded database has one presenter
 * of Arabic demos with free times every day: the slot step with script on a phone, and the pages
 * the service answers without script. The site's other tests run without a presenter, where the
 * demo form stays a callback request.
 */
const bookingTest = test.extend<object, { booking: InboxService }>({
  booking: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = freshDataDir();
      const { module } = await runnerImport<typeof BookingSeed>(path.resolve("e2e/support/booking-seed.ts"), {
        configFile: false,
        logLevel: "error",
      });
      await module.seedPresenter(dataDir, {
        firstName: "Yasmine",
        languages: ["ar", "fr"],
        meetingLink: "https://meet.example.org/urbis-demo",
      });
      // The test fills the form faster than a person: the service's minimum fill time is set aside
      // for this service only.
      const service = await startService(dataDir, { FORM_MIN_FILL_MS: "0" });
      await provide(service);
      await service.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

// The pages come from this file's own service: requests to it are not "external".
bookingTest.use({ baseURL: async ({ booking }, provide) => provide(booking.url) });

const t = formsCopy("ar");

bookingTest.describe("on a phone, with script", () => {
  // A phone in Morocco: its clock is Casablanca's, so each time shows once.
  bookingTest.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    timezoneId: "Africa/Casablanca",
  });

  bookingTest("in Arabic: pick a free time, one press books it, confirmed on the page", async ({ page }) => {
    await page.goto(localizePath("/core/demo", "ar"));
    await hydrated(page);
    await fillArabicDetails(page);
    const times = page.getByRole("group", { name: t("forms.demo.booking.legend") });
    await expect(times).toBeVisible();
    const first = times.getByRole("radio").first();
    // Each time is heard with its day: "<day>, 10:00", Casablanca's time as the service computes
    // it (this Chromium's zone data may be old: it read Casablanca as UTC+0 in late 2026).
    const start = (await first.getAttribute("value")) ?? "";
    await expect(first).toHaveAccessibleName(new RegExp(`^.+, ${casablancaTime(start)}$`));
    await first.check();
    // The arrows walk through the times; the call-back hours are hidden once a time is chosen.
    await page.keyboard.press("ArrowLeft");
    const second = times.getByRole("radio").nth(1);
    await expect(second).toBeChecked();
    await expect(
      page.getByRole("group", { name: new RegExp(`^${t("forms.demo.timeSlots.label")}`) }),
    ).toBeHidden();
    const chosen = (await second.getAttribute("value")) ?? "";
    await page.getByRole("button", { name: t("forms.demo.submit") }).click();

    const done = page.getByRole("region", { name: t("forms.demo.booking.confirmed.title") });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(done).toContainText("Yasmine");
    await expect(done).toContainText(casablancaTime(chosen));
    await expect(done).toContainText(t("forms.demo.booking.confirmed.video"));
    const calendar = done.getByRole("link", { name: t("forms.demo.booking.confirmed.calendar") });
    // The link is on the service's public origin (SERVICE_URL, not set here): its path, on this one.
    const href = new URL((await calendar.getAttribute("href")) ?? "", page.url());
    const ics = await page.request.get(`${href.pathname}${href.search}`);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain("BEGIN:VCALENDAR");
  });
});

bookingTest.describe("without script", () => {
  bookingTest.use({ javaScriptEnabled: false });

  // The intake answers the free times instead of the "check and send" page, then the confirmation
  // behind a redirect (the contract's "Without script").
  bookingTest(
    "in Arabic: the service lists the free times, then confirms the one chosen",
    async ({ page }) => {
      await page.goto(localizePath("/core/demo", "ar"));
      await fillArabicDetails(page);
      await page.getByRole("button", { name: t("forms.demo.submit") }).click();

      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("forms.page.booking.title"));
      const times = page.getByRole("group", { name: t("forms.demo.booking.legend") });
      const first = times.getByRole("radio").first();
      const chosen = (await first.getAttribute("value")) ?? "";
      await first.check();
      await page.getByRole("button", { name: t("forms.demo.booking.submit") }).click();

      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("forms.demo.booking.confirmed.title"),
      );
      await expect(page.locator("main")).toContainText("Yasmine");
      await expect(page.locator("main")).toContainText(casablancaTime(chosen));
      await expect(
        page.getByRole("link", { name: t("forms.demo.booking.confirmed.calendar") }),
      ).toBeVisible();
    },
  );
});
