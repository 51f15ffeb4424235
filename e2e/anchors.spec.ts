import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { languageOf, sitemapPaths } from "./support/sitemap";

/**
 * Every in-page anchor of the site lands: a link to `#target` puts the target's top just below the
 * sticky header, within 100 px of the viewport's top, on a phone and a desktop, in French and in
 * Arabic — after the fonts, the images and the parts laid out on approach (`content-visibility`)
 * have settled, not only at the moment of the jump.
 *
 * The anchors are read from the built pages: every `href` with a `#` that points into the site.
 * Each target is reached twice: by opening its address as a new document, and by clicking its link
 * on a page that holds it (another page where there is one: the app follows the click). Every
 * anchor in both ways, both languages, both sizes. A page is visited once for both: its anchors
 * opened, then its links clicked on the page the last opening left; a test holds a few pages'
 * visits, so that the workers share the work.
 */

/** A target (path and hash), a page that links to it, and the link's `href` as that page writes it. */
type Anchor = { target: string; source: string; href: string };

const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
const htmlOf = (pathname: string) =>
  readFileSync(path.join(clientDir, pathname === "/" ? "" : pathname, "index.html"), "utf8");

/** Links the site no longer shows but that visitors may have kept (the plans' old place). */
const kept = ["/#pricing"];

/** The anchors of the build in one language: one source per target, another page's if any. */
function anchorsIn(language: "fr" | "ar"): Anchor[] {
  const found = new Map<string, Anchor>();
  const pagesOfHash = new Map<string, Set<string>>();
  for (const pathname of sitemapPaths().filter((p) => languageOf(p) === language)) {
    for (const [, written = ""] of htmlOf(pathname).matchAll(/<a\b[^>]*\bhref="([^"]*#[^"]+)"/g)) {
      const href = written.replaceAll("&amp;", "&");
      const url = new URL(href, `http://site${pathname}`);
      if (url.host !== "site") continue;
      const target = `${url.pathname}${url.hash}`;
      // A hash every page links to (#main, #how of each feature page): two pages stand for all.
      const pages = pagesOfHash.get(url.hash) ?? new Set<string>();
      if (!pages.has(url.pathname) && pages.size >= 2) continue;
      pages.add(url.pathname);
      pagesOfHash.set(url.hash, pages);
      const known = found.get(target);
      if (!known || (known.source === url.pathname && pathname !== url.pathname))
        found.set(target, { target, source: pathname, href });
    }
  }
  const prefix = language === "fr" ? "" : `/${language}`;
  for (const link of kept) {
    const [pathname = "/", hash = ""] = link.split("#");
    const target = `${pathname === "/" ? prefix || "/" : prefix + pathname}#${hash}`;
    found.set(target, { target, source: "", href: target });
  }
  return [...found.values()].sort((a, b) => a.target.localeCompare(b.target));
}

/**
 * Waits until the landing has settled: the page loaded, its fonts and images in, then the target's
 * top, the sticky header's bottom and the scroll position the same over four animation frames in a
 * row. The app aims at the target again in the frame the page's size changes (a late font, a part
 * laid out on approach: use-scroll-on-navigation.ts), so a landing that holds over three intervals
 * has settled. A target that never appears settles too, and is reported by problemsOf.
 */
async function settle(page: Page, hash: string) {
  await page.waitForLoadState("load");
  await page.waitForFunction(
    ({ id, run }) => {
      const images = [...document.images].every(
        (image) =>
          image.complete || (image.loading === "lazy" && image.getBoundingClientRect().top > 2 * innerHeight),
      );
      if (document.fonts.status !== "loaded" || !images) return false;
      const target = document.getElementById(decodeURIComponent(id));
      const header =
        document.querySelector("body > header, header.sticky") ?? document.querySelector("header");
      const now = `${target?.getBoundingClientRect().top}|${header?.getBoundingClientRect().bottom}|${scrollY}`;
      const state = window as unknown as { landing?: { run: number; now: string; frames: number } };
      if (state.landing?.run === run && state.landing.now === now) state.landing.frames++;
      else state.landing = { run, now, frames: 0 };
      return state.landing.frames >= 3;
    },
    { id: hash.slice(1), run: Math.random() },
    { polling: "raf" },
  );
}

/** Where the target is, and where the sticky header ends. */
async function landing(page: Page, hash: string) {
  return page.evaluate((id) => {
    const target = document.getElementById(decodeURIComponent(id));
    const header = document.querySelector("body > header, header.sticky") ?? document.querySelector("header");
    return {
      found: target !== null,
      top: Math.round((target?.getBoundingClientRect().top ?? Number.NaN) * 10) / 10,
      headerBottom: Math.round((header?.getBoundingClientRect().bottom ?? 0) * 10) / 10,
      scrollY: window.scrollY,
    };
  }, hash.slice(1));
}

/** What is wrong with a landing, if anything. */
function problemsOf(where: Awaited<ReturnType<typeof landing>>, label: string): string[] {
  const state = JSON.stringify(where);
  if (!where.found) return [`${label}: no element has the id`];
  const problems: string[] = [];
  if (where.top > 100) problems.push(`${label}: more than 100 px from the top ${state}`);
  if (where.top < -1) problems.push(`${label}: above the viewport ${state}`);
  if (where.top < where.headerBottom - 1) problems.push(`${label}: under the sticky header ${state}`);
  return problems;
}

const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 768 },
];

/** Clicks the link to `href` (as written in the page), wherever it is: a menu, the footer. */
async function click(page: Page, href: string) {
  await page.evaluate((h) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].find(
      (a) => a.getAttribute("href") === h,
    );
    if (!link) throw new Error(`no link to ${h}`);
    link.click();
  }, href);
}

type Language = "fr" | "ar";

const split = (target: string) => {
  const at = target.indexOf("#");
  return { pathname: target.slice(0, at) || "/", hash: target.slice(at) };
};

/**
 * One page's landings: its anchors opened as new documents (a link from elsewhere, a bookmark),
 * then, on the page as the last of them left it, the links it shows clicked one after the other
 * (the page opened again after a link that leaves it). A page that links to anchors but holds none
 * is opened for its links.
 */
type PageVisit = { pathname: string; opens: Anchor[]; clicks: Anchor[] };

function pageVisits(anchors: Anchor[]): PageVisit[] {
  const visits = new Map<string, PageVisit>();
  const visitOf = (pathname: string) => {
    const visit = visits.get(pathname) ?? { pathname, opens: [], clicks: [] };
    visits.set(pathname, visit);
    return visit;
  };
  for (const anchor of anchors) {
    visitOf(split(anchor.target).pathname).opens.push(anchor);
    if (anchor.source) visitOf(anchor.source).clicks.push(anchor);
  }
  return [...visits.values()].sort((a, b) => a.pathname.localeCompare(b.pathname));
}

/** What a page's visit costs, in page loads: each opening, and a click about half of one. */
const costOf = (visit: PageVisit) => visit.opens.length + Math.ceil(visit.clicks.length / 2);

/** The page loads' worth one test checks, so that the work is shared by the workers. */
const LOADS_PER_TEST = 14;

/** Cuts the visits into tests of about LOADS_PER_TEST loads' worth, a page's visit never cut. */
function tests(visits: PageVisit[]): PageVisit[][] {
  const parts: PageVisit[][] = [];
  let load = Infinity;
  for (const visit of visits) {
    if (load + costOf(visit) > LOADS_PER_TEST) {
      parts.push([]);
      load = 0;
    }
    parts.at(-1)?.push(visit);
    load += costOf(visit);
  }
  return parts;
}

/** Opens each anchor of the page as a new document, once the page has settled. */
async function opened(page: Page, anchors: Anchor[]) {
  const problems: string[] = [];
  for (const { target } of anchors) {
    const { hash } = split(target);
    await page.goto("about:blank");
    await page.goto(target);
    await hydrated(page);
    await settle(page, hash);
    problems.push(...problemsOf(await landing(page, hash), `${target}, opened`));
  }
  return problems;
}

/**
 * Clicks the page's links one after the other, from the top of the page: on the page as it is when
 * it is already shown, opened again otherwise.
 */
async function clicked(page: Page, source: string, anchors: Anchor[], shownAtStart: boolean) {
  const problems: string[] = [];
  let shown = shownAtStart;
  for (const { target, href } of anchors) {
    const { pathname, hash } = split(target);
    if (!shown) {
      await page.goto(source);
      await hydrated(page);
    } else await page.evaluate(() => window.scrollTo(0, 0));
    // The link as the page writes it: `#x`, or an address with its query (`?subject=…#form`).
    await click(page, href);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
    // The next page's code may still be on its way: its h1, then the target, are there once it is.
    await page
      .waitForFunction((id) => document.getElementById(decodeURIComponent(id)) !== null, hash.slice(1), {
        timeout: 10_000,
      })
      .catch(() => undefined);
    await settle(page, hash);
    problems.push(...problemsOf(await landing(page, hash), `${target}, clicked on ${source}`));
    shown = pathname === source;
  }
  return problems;
}

async function visited(page: Page, visits: PageVisit[]) {
  const problems: string[] = [];
  for (const { pathname, opens, clicks } of visits) {
    problems.push(...(await opened(page, opens)));
    problems.push(...(await clicked(page, pathname, clicks, opens.length > 0)));
  }
  return problems;
}

test.describe("in Arabic on a phone, at an anchor reached in the app", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the target stays below the header while the page above it grows, as a late font makes it", async ({
    page,
  }) => {
    await page.goto("/ar/core/privacy");
    await hydrated(page);
    // Without the browser's own scroll anchoring, which Safari does not have.
    await page.evaluate(() => {
      for (const element of [document.documentElement, document.body]) element.style.overflowAnchor = "none";
    });
    await click(page, "#retention");
    await settle(page, "#retention");
    expect(problemsOf(await landing(page, "#retention"), "landed")).toEqual([]);
    // The text above the target wraps anew in a face that arrived late: the page grows by 1,200 px.
    await page.evaluate(() => {
      const grown = document.createElement("div");
      grown.style.height = "1200px";
      document.querySelector("main")?.prepend(grown);
    });
    await settle(page, "#retention");
    expect(problemsOf(await landing(page, "#retention"), "after the page grew")).toEqual([]);
  });
});

for (const language of ["fr", "ar"] as const satisfies Language[]) {
  const anchors = anchorsIn(language);

  test(`the built ${language} pages hold the anchors to check`, () => {
    expect(anchors.length, "anchors found in the built pages").toBeGreaterThan(10);
    expect(anchors.filter((a) => a.source).length).toBeGreaterThan(10);
  });

  const parts = tests(pageVisits(anchors));
  for (const viewport of viewports) {
    test.describe(`${language} on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      for (const [index, part] of parts.entries()) {
        test(`every anchor lands below the header, opened and clicked ${index + 1}/${parts.length}: ${part.map((v) => v.pathname).join(", ")}`, async ({
          page,
        }) => {
          expect(await visited(page, part)).toEqual([]);
        });
      }
    });
  }
}
