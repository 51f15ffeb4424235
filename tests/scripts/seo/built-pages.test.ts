import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { site } from "#core/content/site";
import { localeCodes, defaultLocale } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { pages as pageTable } from "#core/paths/page-table";
import { readBuiltPages, indexablePages, type BuiltPage } from "../../../scripts/seo/built-pages";
import { jsonLdBlocks, tags } from "../../../scripts/seo/html";
import { clientDir, describeBuilt, pngSize, readBuilt } from "../../support/built-site";

let built: BuiltPage[];
let indexable: BuiltPage[];
const absolute = (urlPath: string) => new URL(urlPath, site.origin).href;

beforeAll(async () => {
  built = await readBuiltPages(clientDir);
  indexable = indexablePages(built);
});

describeBuilt("the built site, as search engines and link previews read it", () => {
  it("has every page of the route table in every language, and the not-found pages are not indexed", () => {
    const expected = localeCodes.flatMap((code) => pageTable.map((p) => localizePath(p.path, code))).sort();
    expect(indexable.map((p) => p.urlPath).sort()).toEqual(expected);
    const others = built.filter((p) => !indexable.includes(p));
    expect(others.length).toBeGreaterThan(0);
    for (const page of others) expect(page.noindex, page.file).toBe(true);
  });

  it("gives every page a title and a description of its own, unique across the whole site", () => {
    const titles = new Map<string, string[]>();
    const descriptions = new Map<string, string[]>();
    for (const page of indexable) {
      expect(page.title.trim(), page.urlPath).not.toBe("");
      expect(page.description.trim(), page.urlPath).not.toBe("");
      titles.set(page.title, [...(titles.get(page.title) ?? []), page.urlPath]);
      descriptions.set(page.description, [...(descriptions.get(page.description) ?? []), page.urlPath]);
    }
    const shared = (map: Map<string, string[]>) => [...map].filter(([, urls]) => urls.length > 1);
    expect(shared(titles), "titles used by more than one page").toEqual([]);
    expect(shared(descriptions), "descriptions used by more than one page").toEqual([]);
  });

  it("gives every page an absolute canonical URL pointing to itself", () => {
    for (const page of indexable) expect(page.canonical, page.file).toBe(absolute(page.urlPath));
  });

  it("links every page to itself in fr, en and ar and x-default, reciprocally, with absolute URLs", () => {
    const byUrl = new Map(indexable.map((p) => [p.canonical, p]));
    for (const page of indexable) {
      expect(Object.keys(page.alternates).sort(), page.urlPath).toEqual([...localeCodes, "x-default"].sort());
      expect(page.alternates[page.lang], page.urlPath).toBe(page.canonical);
      expect(page.alternates["x-default"], page.urlPath).toBe(page.alternates[defaultLocale.code]);
      for (const code of localeCodes) {
        const other = byUrl.get(page.alternates[code]);
        expect(other, `${page.urlPath} → ${code}`).toBeDefined();
        expect(other?.lang).toBe(code);
        expect(other?.alternates, `${other?.urlPath} links back to ${page.urlPath}`).toEqual(page.alternates);
      }
    }
  });

  it("names a share image for every page that the build holds: a 1200×630 PNG", () => {
    for (const page of indexable) {
      const image = page.meta["og:image"] ?? "";
      expect(image, page.urlPath).toMatch(/^https?:\/\/.+\.png$/);
      expect(page.meta["twitter:image"]).toBe(image);
      expect(page.meta["twitter:card"]).toBe("summary_large_image");
      const { pathname, origin } = new URL(image);
      expect(origin).toBe(new URL(site.origin).origin);
      expect(existsSync(path.join(clientDir, pathname)), pathname).toBe(true);
      expect(pngSize(readBuilt(pathname))).toEqual({ width: 1200, height: 630 });
    }
  });

  it("describes the organisation on every page and the breadcrumb of inner pages, as JSON-LD that parses", () => {
    for (const page of built) {
      const things = jsonLdBlocks(page.html).flatMap((json) => [JSON.parse(json)].flat());
      expect(
        things.some((t) => t["@type"] === "Organization"),
        page.file,
      ).toBe(true);
      if (page.urlPath === "/" || !indexable.includes(page) || /^\/(en|ar)$/.test(page.urlPath)) continue;
      const crumbs = things.find((t) => t["@type"] === "BreadcrumbList");
      expect(crumbs, page.urlPath).toBeDefined();
      expect(crumbs.itemListElement.at(-1).item).toBe(page.canonical);
      for (const item of crumbs.itemListElement) expect(item.name.trim()).not.toBe("");
    }
  });

  it("lists exactly the indexable pages in sitemap.xml, each with its alternates", () => {
    const xml = readBuilt("sitemap.xml").toString("utf8");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    expect(locs).toEqual(indexable.map((p) => p.canonical).sort());
    const alternates = [...xml.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    expect(alternates.length).toBe(indexable.length * (localeCodes.length + 1));
    expect(xml).not.toMatch(/\/404\b|\/inbox/);
  });

  it("points robots to the sitemap and keeps them out of the API and the inbox", () => {
    const robots = readBuilt("robots.txt").toString("utf8");
    expect(robots).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/inbox$/m);
  });

  it("has a PNG favicon, a web manifest whose PNG icons exist at their stated sizes, and an apple-touch-icon", () => {
    const manifest = JSON.parse(readBuilt("manifest.webmanifest").toString("utf8"));
    expect(manifest.name).toBe(site.brand);
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === "maskable")).toBe(true);
    // No SVG: a browser draws an SVG icon by building a document on the page's main thread.
    for (const icon of manifest.icons) {
      expect(icon.type, icon.src).toBe("image/png");
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(readBuilt(icon.src)), icon.src).toEqual({ width, height });
    }
    expect(pngSize(readBuilt("icons/apple-touch-icon.png"))).toEqual({ width: 180, height: 180 });
    for (const page of built) {
      const icons = tags(page.html, "link").filter((link) => link.rel === "icon");
      expect(icons, page.urlPath).toEqual([
        { rel: "icon", href: "/icons/favicon-48.png", sizes: "48x48", type: "image/png" },
      ]);
    }
    expect(pngSize(readBuilt("icons/favicon-48.png"))).toEqual({ width: 48, height: 48 });
    const home = built.find((p) => p.urlPath === "/");
    expect(home?.html).toContain('rel="manifest" href="/manifest.webmanifest"');
    expect(home?.html).toContain('rel="apple-touch-icon"');
  });
});
