import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { featureCategories, features } from "#core/content/features";
import { solutions } from "#core/content/solutions";
import { solutionSlugs } from "#core/content/solution-slugs";
import { sourceMessages } from "#core/i18n/messages";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { pages } from "#core/paths/page-table";
import { readBuiltPages, type BuiltPage } from "../../../scripts/seo/built-pages";
import { tags } from "../../../scripts/seo/html";
import { clientDir, describeBuilt } from "../../support/built-site";
import { builtSiteService } from "../../support/built-site-service";
import {
  builtMain,
  hrefsOf,
  mainOf,
  parseHtml,
  region,
  spaced,
  textOf,
  textsOf,
} from "../support/built-documents";

/**
 * Every page of the build, in every language, as the service sends it: its status, language, h1,
 * and the links it holds. The pages' titles, descriptions, alternates and JSON-LD are held by
 * tests/scripts/seo/built-pages.test.ts; that each page hydrates, and what a visitor does on it,
 * by the end-to-end tests (e2e/pages.spec.ts, e2e/routes.spec.ts, e2e/features.spec.ts, e2e/solutions.spec.ts).
 */
let app: FastifyInstance;
let byPath: Map<string, BuiltPage>;

beforeAll(async () => {
  byPath = new Map((await readBuiltPages(clientDir)).map((page) => [page.urlPath, page]));
  app = await builtSiteService();
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ method: "GET", url });

/** Paths the site does not know, under each of its routes' shapes. */
const unknownPaths = [
  "/no-such-page",
  "/core/features/no-such-feature",
  "/core/features/404",
  "/core/solutions/no-such-solution",
  "/core/solutions/x/y",
];

describeBuilt("every built page, as the service sends it", () => {
  for (const locale of locales) {
    it(`answers 200 in ${locale.label}, with lang="${locale.code}" dir="${locale.dir}" and one h1`, async () => {
      for (const { path: page } of pages) {
        const url = localizePath(page, locale.code);
        expect((await get(url)).statusCode, url).toBe(200);
        const built = byPath.get(url);
        expect(built?.lang, url).toBe(locale.code);
        expect(built?.dir, url).toBe(locale.dir);
        const h1 = [...(built?.html ?? "").matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
        expect(h1, url).toHaveLength(1);
        expect(h1[0]?.[1]?.replace(/<[^>]+>/g, "").trim(), url).not.toBe("");
      }
    });

    const notFound = sourceMessages(locale.code, "common")["notFound.title"];
    for (const unknown of unknownPaths) {
      const url = localizePath(unknown, locale.code);
      it(`answers ${url} with 404 and the not-found page in ${locale.code}, not indexed`, async () => {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        const document = parseHtml(response.body);
        expect(document.documentElement.lang).toBe(locale.code);
        expect(textsOf(document, "h1")).toEqual([spaced(notFound)]);
        expect(document.title).toMatch(/Urbis/);
        expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
        expect(hrefsOf(mainOf(document)).length).toBeGreaterThan(0);
      });
    }
  }

  it("answers an unknown language prefix with the French not-found page", async () => {
    const response = await get("/xx/core/features/announcements");
    expect(response.statusCode).toBe(404);
    expect(parseHtml(response.body).documentElement.lang).toBe("fr");
  });

  it("links only to pages and files the build holds", async () => {
    const missing = new Set<string>();
    for (const page of byPath.values()) {
      for (const { href = "" } of tags(page.html, "a")) {
        if (!href.startsWith("/")) continue;
        const target = new URL(href, "http://site").pathname;
        if (!byPath.has(target) && !existsSync(path.join(clientDir, target)))
          missing.add(`${page.urlPath} → ${href}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

describeBuilt("the built feature pages", () => {
  for (const locale of locales) {
    const copy = sourceMessages(locale.code, "features");
    const common = sourceMessages(locale.code, "common");
    const roleName = (role: string) => copy[`features.roles.${role}`] ?? role;
    const count = (n: number) => new Intl.NumberFormat(locale.numberIntl).format(n);
    const overview = localizePath("/core/features", locale.code);

    it(`in ${locale.label}: each has its h1, what only its own roles get, its steps, links to real pages and the demo`, async () => {
      const linked = new Set<string>();
      for (const feature of features) {
        const url = localizePath(`/core/features/${feature.slug}`, locale.code);
        const main = builtMain(url);
        expect(textsOf(main, "h1"), url).toEqual([spaced(copy[`features.${feature.slug}.title`])]);
        expect(textsOf(region(main, copy["features.template.roles.heading"] ?? ""), "h3"), url).toEqual(
          feature.roles.map((role) => spaced(roleName(role))),
        );
        expect(main.querySelectorAll("#how li").length, url).toBeGreaterThanOrEqual(3);
        for (const heading of ["features.template.related.heading", "features.template.solutions.heading"])
          for (const href of hrefsOf(region(main, copy[heading] ?? ""))) linked.add(href);
        // The page's own call to action: the header has a link of the same words.
        const demo = [...main.querySelectorAll("a")].filter(
          (a) => textOf(a) === spaced(copy["features.template.cta.button"]),
        );
        expect(demo.at(-1)?.getAttribute("href"), url).toBe(localizePath("/core/demo", locale.code));
      }
      expect(linked.size).toBeGreaterThan(20);
      for (const href of linked) {
        expect(href.startsWith(localizePath("/core/", locale.code)), href).toBe(true);
        expect((await get(href)).statusCode, href).toBe(200);
      }
    });

    it(`in ${locale.label}: the overview lists the 30 features in 6 groups, and says how many`, () => {
      const main = builtMain(overview);
      expect(main.querySelectorAll("h3")).toHaveLength(30);
      for (const category of featureCategories) {
        const group = region(main, common[`nav.category.${category}`] ?? "");
        expect(group.querySelectorAll("h3"), category).toHaveLength(
          features.filter((f) => f.category === category).length,
        );
      }
      expect(textOf(main.querySelector('[role="status"]'))).toContain(count(30));
    });

    it(`in ${locale.label}: the overview sent for a filtered URL shows every feature (the filter needs script)`, async () => {
      const response = await get(`${overview}?role=SECURITY`);
      expect(response.statusCode).toBe(200);
      expect(mainOf(parseHtml(response.body)).querySelectorAll("h3")).toHaveLength(30);
    });
  }

  it("no two languages give a feature page the same h1", () => {
    for (const feature of features) {
      const titles = new Set(
        locales.map((locale) =>
          textOf(builtMain(localizePath(`/core/features/${feature.slug}`, locale.code)).querySelector("h1")),
        ),
      );
      expect(titles.has(""), feature.slug).toBe(false);
      expect(titles.size, feature.slug).toBe(locales.length);
    }
  });
});

describeBuilt("the built solution pages", () => {
  const featurePages = new Set(pages.filter((p) => p.path.startsWith("/core/features/")).map((p) => p.path));

  for (const locale of locales) {
    const copy = sourceMessages(locale.code, "solutions");
    const common = sourceMessages(locale.code, "common");

    it(`in ${locale.label}: each has its own h1, links to its features' pages and to the demo`, () => {
      const headings = new Set<string>();
      for (const slug of solutionSlugs) {
        const url = localizePath(`/core/solutions/${slug}`, locale.code);
        const main = builtMain(url);
        const h1 = textsOf(main, "h1");
        expect(h1, url).toEqual([spaced(copy[`solutions.${slug}.title`])]);
        headings.add(h1[0] ?? "");
        const section = region(main, copy["solutions.page.features"] ?? "");
        expect(textsOf(section, "a"), url).toEqual(
          solutions[slug].features.map((feature) => spaced(common[`feature.${feature}.name`] ?? feature)),
        );
        for (const href of hrefsOf(section)) {
          expect(href.startsWith(`${locale.prefix}/core/features/`), href).toBe(true);
          expect(featurePages.has(href.slice(locale.prefix.length)), href).toBe(true);
        }
        // The page's own call to action: the header has a link of the same words.
        const demo = [...main.querySelectorAll("a")].find(
          (a) => textOf(a) === spaced(copy["solutions.cta.demo"]),
        );
        expect(demo?.getAttribute("href"), url).toBe(localizePath("/core/demo", locale.code));
      }
      expect(headings.size, "every solution has a heading of its own").toBe(solutionSlugs.length);
    });

    it(`in ${locale.label}: the overview lists the ${solutionSlugs.length} solutions, each with its problem and a link`, () => {
      const main = builtMain(localizePath("/core/solutions", locale.code));
      const lists = [...main.querySelectorAll("ul[aria-label]")].filter((list) =>
        (list.getAttribute("aria-label") ?? "").includes(String(solutionSlugs.length)),
      );
      expect(lists).toHaveLength(1);
      const items = [...(lists[0]?.querySelectorAll(":scope > li") ?? [])];
      expect(items).toHaveLength(solutionSlugs.length);
      for (const slug of solutionSlugs) {
        const item = items.filter((li) =>
          textOf(li).includes(spaced(copy[`solutions.${slug}.problem`] ?? "?")),
        );
        expect(item, slug).toHaveLength(1);
        const link = [...(item[0]?.querySelectorAll("a") ?? [])].find(
          (a) => textOf(a) === spaced(common[`solution.${slug}.name`]),
        );
        expect(link?.getAttribute("href"), slug).toBe(localizePath(`/core/solutions/${slug}`, locale.code));
      }
    });
  }
});
