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
 * Each target is reached twice: by clicking its link on a page that holds it (another page where
 * there is one: the app follows the click), and by opening its address as a new document.
 */

type Anchor = { target: string; source: string };

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
    for (const [, href = ""] of htmlOf(pathname).matchAll(/<a\b[^>]*\bhref="([^"]*#[^"]+)"/g)) {
      const url = new URL(href.replaceAll("&amp;", "&"), `http://site${pathname}`);
      if (url.host !== "site") continue;
      const target = `${url.pathname}${url.hash}`;
      // A hash every page links to (#main, #how of each feature page): two pages stand for all.
      const pages = pagesOfHash.get(url.hash) ?? new Set<string>();
      if (!pages.has(url.pathname) && pages.size >= 2) continue;
      pages.add(url.pathname);
      pagesOfHash.set(url.hash, pages);
      const known = found.get(target);
      if (!known || (known.source === url.pathname && pathname !== url.pathname))
        found.set(target, { target, source: pathname });
    }
  }
  const prefix = language === "fr" ? "" : `/${language}`;
  for (const link of kept) {
    const [pathname = "/", hash = ""] = link.split("#");
    const target = `${pathname === "/" ? prefix || "/" : prefix + pathname}#${hash}`;
    found.set(target, { target, source: "" });
  }
  return [...found.values()].sort((a, b) => a.target.localeCompare(b.target));
}

/** Load, fonts and images done, then a short settle (the parts laid out on approach, layout). */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? undefined : new Promise((done) => image.addEventListener("loadend", done)),
      ),
    );
  });
  await page.waitForTimeout(300);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
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

for (const language of ["fr", "ar"] as const) {
  for (const viewport of viewports) {
    test(`every anchor lands below the header in ${language} on a ${viewport.name} (${viewport.width}×${viewport.height})`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const anchors = anchorsIn(language);
      expect(anchors.length, "anchors found in the built pages").toBeGreaterThan(10);
      const problems: string[] = [];
      const split = (target: string) => {
        const at = target.indexOf("#");
        return { pathname: target.slice(0, at) || "/", hash: target.slice(at) };
      };

      // Clicked on a page that shows the link: the links of one page one after the other, the
      // page reloaded after a link that leaves it.
      const sources = [...new Set(anchors.map((a) => a.source).filter(Boolean))];
      for (const source of sources) {
        let shown = false;
        for (const { target } of anchors.filter((a) => a.source === source)) {
          const { pathname, hash } = split(target);
          const samePage = pathname === source;
          if (!shown) {
            await page.goto(source);
            await hydrated(page);
          } else await page.evaluate(() => window.scrollTo(0, 0));
          await click(page, samePage ? hash : target);
          await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
          // The next page's code may still be on its way: its h1, then the target, are there once it is.
          await page
            .waitForFunction((id) => document.getElementById(decodeURIComponent(id)) !== null, hash.slice(1))
            .catch(() => undefined);
          await settle(page);
          problems.push(...problemsOf(await landing(page, hash), `${target}, clicked on ${source}`));
          shown = samePage;
        }
      }

      // Opened as a new document (a link from elsewhere, a bookmark), once the page has settled.
      for (const { target } of anchors) {
        await page.goto("about:blank");
        await page.goto(target);
        await hydrated(page);
        await settle(page);
        problems.push(...problemsOf(await landing(page, split(target).hash), `${target}, opened`));
      }
      expect(problems).toEqual([]);
    });
  }
}
