import type { Page } from "@playwright/test";
import { rollUpViews } from "./support/audience";
import { copy, exactly } from "./support/copy";
import { expect, hydrated, test } from "./support/fixtures";
import { freshDataDir, startService, type InboxService } from "./support/inbox-service";

/**
 * The page analytics from a browser (decision 056), on this file's own service and embedded
 * database, so that what the beacons left can be counted: the service is stopped (it writes its
 * last beacons as it closes), the rollup its job runs every ten minutes is run once, and the counts
 * the Audience page reads are compared with the pages the browser and a robot opened.
 */
const analyticsTest = test.extend<{ service: InboxService }>({
  // eslint-disable-next-line no-empty-pattern
  service: async ({}, provide) => {
    const dataDir = freshDataDir();
    const service = await startService(dataDir, { JOBS: "false" });
    await provide(service);
    // Its folders go with it, kept by the test's own stop or not.
    await service.stop();
  },
});

// The pages come from this test's own service: requests to it are not "external".
analyticsTest.use({ baseURL: async ({ service }, provide) => provide(service.url) });

/** Google's crawler, as it names itself: `isbot`'s list knows it. */
const ROBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Sent = { body: Record<string, unknown>; status: number };

/** Every beacon `page` sends, with the service's answer, once that answer has come. */
function beaconsOf(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on("requestfinished", async (request) => {
    if (!request.url().endsWith("/api/beacon")) return;
    const response = await request.response();
    sent.push({
      body: JSON.parse(request.postData() ?? "{}") as Record<string, unknown>,
      status: response?.status() ?? 0,
    });
  });
  return sent;
}

analyticsTest(
  "each page view sends one beacon after its load, in every language, and lands in the counts; a robot's does not; nothing is stored but the visit",
  async ({ page, context, browser, service }) => {
    const beacons = beaconsOf(page);
    const cookiesSet: string[] = [];
    page.on("response", async (response) => {
      const cookie = await response.headerValue("set-cookie");
      if (cookie !== null) cookiesSet.push(`${response.url()}: ${cookie}`);
    });
    const views = (path: string) => beacons.filter((b) => b.body.kind === "view" && b.body.path === path);
    for (const [lang, home] of [
      ["fr", "/"],
      ["en", "/en"],
      ["ar", "/ar"],
    ] as const) {
      await page.goto(`${home}?utm_source=facebook&utm_campaign=syndics-casa`);
      await hydrated(page);
      await expect.poll(() => views(home).length).toBe(1);
      expect(views(home)[0]).toMatchObject({
        status: 204,
        // The visit's landing page and campaign, from the visit record: the French home, for all three.
        body: { lang, device: "desktop", landing: "/", utm_source: "facebook", utm_campaign: "syndics-casa" },
      });
      // The first page of the visit only: the visit record was made in this tab for the French home.
      expect(views(home)[0]?.body.first).toBe(lang === "fr");
      // A link followed inside the app is a page view too, sent once the next page is idle.
      const features = `${home === "/" ? "" : home}/core/features`;
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: exactly(copy(lang, "common", "nav.features")) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${features}$`));
      await expect.poll(() => views(features).length).toBe(1);
      expect(views(features)[0]).toMatchObject({ status: 204, body: { lang, landing: "/", first: false } });
    }
    // No cookie, and nothing in storage but the visit record and what the site kept before.
    expect(cookiesSet).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("");
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(["visit"]);
    expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/beacon|analytics|visitor/)]),
    );

    // A robot's browser: its pages send their beacons as any page does, and the service drops them.
    const robot = await browser.newContext({ baseURL: service.url, userAgent: ROBOT });
    try {
      const robotPage = await robot.newPage();
      const robotBeacons = beaconsOf(robotPage);
      for (const path of ["/ar", "/en/core/pricing"]) {
        await robotPage.goto(path);
        await expect
          .poll(() => robotBeacons.filter((b) => b.body.path === path).map((b) => b.status))
          .toEqual([204]);
      }
    } finally {
      await robot.close();
    }

    await service.stop({ keepData: true });
    const counts = await rollUpViews(service.dataDir);
    // Each page the visitor saw once, in its language; the visit counted on its first page only.
    // The robot's two pages added nothing: "/ar" stays at one view, "/en/core/pricing" has no row.
    expect(counts).toEqual([
      { path: "/", language: "fr", views: 1, visits: 1 },
      { path: "/ar", language: "ar", views: 1, visits: 0 },
      { path: "/ar/core/features", language: "ar", views: 1, visits: 0 },
      { path: "/core/features", language: "fr", views: 1, visits: 0 },
      { path: "/en", language: "en", views: 1, visits: 0 },
      { path: "/en/core/features", language: "en", views: 1, visits: 0 },
    ]);
  },
);
