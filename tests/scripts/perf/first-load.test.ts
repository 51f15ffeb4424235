import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { HYDRATION_DATA } from "#core/paths/hydration-data";
import { site } from "#core/content/site";
import { readBuiltPages, type BuiltPage } from "../../../scripts/seo/built-pages";
import { starterPageOf } from "../../../scripts/perf/starter-script";
import { tags } from "../../../scripts/seo/html";
import { clientDir, describeBuilt } from "../../support/built-site";
import { bodyText, firstLoad, fontFaces, fontsUsed, gzipSize } from "./support/first-load";

/**
 * Budgets in gzip bytes, measured from the build (docs/performance.md has the numbers and
 * docs/decisions/ why the JavaScript budget is above the 110 KB first aimed at).
 */
const KB = 1000;
const budgets = {
  homeJs: 140 * KB,
  pageJs: 150 * KB,
  pageCss: 20 * KB,
  /** HTML + CSS + JS + the font files the page's text needs. */
  homeTotal: { fr: 225 * KB, en: 225 * KB, ar: 255 * KB } as Record<string, number>,
  /**
   * A page's HTML, brotli: about what fits the first round trip of a new connection (10 packets of
   * 1,460 bytes, less the headers), so that the first paint waits for one round trip only. The
   * exact check, headers included, is first-round-trip.test.ts.
   */
  pageHtmlBrotli: 13.5 * KB,
  /** The home page's HTML with its product views (the hero's dashboard and phone), brotli. */
  homeHtmlBrotli: 30 * KB,
};

let pages: BuiltPage[];
/** The built stylesheets, as one text. */
const builtCss = () =>
  readdirSync(path.join(clientDir, "assets"))
    .filter((f) => f.endsWith(".css"))
    .map((f) => readFileSync(path.join(clientDir, "assets", f), "utf8"))
    .join("\n");
const faces = () => fontFaces(builtCss());
/** The font files a page preloads. */
const fontPreloads = (page: BuiltPage) =>
  tags(page.html, "link")
    .filter((l) => l.rel === "preload" && l.as === "font")
    .map((l) => l.href ?? "");
const stackFor = (lang: string) =>
  lang === "ar"
    ? ["Noto Sans Arabic Variable", "Inter Variable", "Inter Extended"]
    : ["Inter Variable", "Inter Extended"];

function weigh(page: BuiltPage) {
  const { js, css, data } = firstLoad(page.html);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(clientDir, file), 0);
  const fonts = fontsUsed(bodyText(page.html), faces(), stackFor(page.lang));
  const fontBytes = fonts.reduce((total, f) => total + readFileSync(path.join(clientDir, f)).length, 0);
  return {
    js: sum(js),
    css: sum(css),
    html: gzipSize(clientDir, `/${page.file}`),
    data: sum(data),
    fonts: fontBytes,
    files: js,
  };
}

beforeAll(async () => {
  pages = await readBuiltPages(clientDir);
});

describeBuilt("what a first visit downloads (gzip, from the build)", () => {
  it(`loads at most ${budgets.homeJs / KB} KB of JavaScript on the home page, in every language`, () => {
    for (const page of pages.filter((p) => ["/", "/en", "/ar"].includes(p.urlPath))) {
      const { js, files } = weigh(page);
      expect(files.length, "the page names its scripts").toBeGreaterThan(3);
      expect(js, `${page.urlPath}: ${files.join(" ")}`).toBeLessThanOrEqual(budgets.homeJs);
    }
  });

  it("carries no build-time table in the browser's JavaScript: the settings' descriptions stay out", () => {
    const assets = path.join(clientDir, "assets");
    const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      // core/content/settings.json, read by the build and the launch check only.
      expect(readFileSync(path.join(assets, file), "utf8"), file).not.toContain("public origin of the site");
    }
  });

  it(`loads at most ${budgets.pageJs / KB} KB of JavaScript and ${budgets.pageCss / KB} KB of CSS on any page`, () => {
    const over = pages
      .map((page) => ({ page: page.urlPath, ...weigh(page) }))
      .filter(({ js, css }) => js > budgets.pageJs || css > budgets.pageCss)
      .map(({ page, js, css }) => `${page}: ${js} B of JS, ${css} B of CSS`);
    expect(over).toEqual([]);
  });

  it("keeps the home page, fonts included, within its total budget", () => {
    for (const page of pages.filter((p) => ["/", "/en", "/ar"].includes(p.urlPath))) {
      const { js, css, html, data, fonts } = weigh(page);
      const total = js + css + html + data + fonts;
      expect(data, `${page.urlPath}: its data for hydration`).toBeGreaterThan(1000);
      expect(
        total,
        `${page.urlPath}: html ${html}, data ${data}, css ${css}, js ${js}, fonts ${fonts}`,
      ).toBeLessThanOrEqual(budgets.homeTotal[page.lang] ?? 0);
    }
  });

  it(`sends the home page's HTML, its product views included, in at most ${budgets.homeHtmlBrotli / KB} KB of brotli`, () => {
    const homes = pages.filter((p) => ["/", "/en", "/ar"].includes(p.urlPath));
    expect(homes).toHaveLength(3);
    for (const page of homes) {
      expect(page.html, page.urlPath).toContain("<figure aria-label=");
      const html = readFileSync(path.join(clientDir, `${page.file}.br`)).length;
      expect(html, page.urlPath).toBeLessThanOrEqual(budgets.homeHtmlBrotli);
    }
  });

  it(`sends every page's HTML in at most ${budgets.pageHtmlBrotli / KB} KB of brotli, its data for hydration beside it`, () => {
    const over: string[] = [];
    for (const page of pages) {
      const html = readFileSync(path.join(clientDir, `${page.file}.br`)).length;
      if (html > budgets.pageHtmlBrotli) over.push(`${page.urlPath}: ${html} B`);
      expect(page.html, page.urlPath).not.toContain('streamController.enqueue("');
      const { data } = firstLoad(page.html);
      expect(data, page.urlPath).toEqual([`${page.urlPath === "/" ? "" : page.urlPath}/${HYDRATION_DATA}`]);
      const worker = starterPageOf(page.html)?.warmup;
      expect(worker, page.urlPath).toMatch(/^\/assets\/intl-warmup-[\w-]+\.js$/);
      expect(worker && readFileSync(path.join(clientDir, worker), "utf8"), page.urlPath).toContain(
        "new Intl.NumberFormat",
      );
      expect(readFileSync(path.join(clientDir, data[0] ?? ""), "utf8"), page.urlPath).toMatch(/^\[\{"_1":2/);
    }
    expect(over).toEqual([]);
  });

  it("has V8 compile every module of the app while it downloads (decision 020)", () => {
    const hint = "//# allFunctionsCalledOnLoad\n";
    // The route manifest is data; the Intl warm-up runs in a worker of its own.
    const notCode = /(^|\/)(manifest|intl-warmup)-/;
    const modules = readdirSync(path.join(clientDir, "assets")).filter((f) => f.endsWith(".js"));
    const code = modules.filter((f) => !notCode.test(f));
    expect(code.length).toBeGreaterThan(10);
    const unhinted = code.filter(
      (f) => !readFileSync(path.join(clientDir, "assets", f), "utf8").startsWith(hint),
    );
    expect(unhinted).toEqual([]);
    for (const page of pages.filter((p) => ["/", "/ar/core/demo"].includes(p.urlPath))) {
      const loaded = firstLoad(page.html).js.filter((f) => !notCode.test(f));
      expect(loaded.length, page.urlPath).toBeGreaterThan(3);
      for (const file of loaded) {
        expect(readFileSync(path.join(clientDir, file), "utf8").startsWith(hint), file).toBe(true);
      }
    }
  });

  it("preloads the faces of the first paint, and no Arabic face on Latin pages", () => {
    for (const page of pages) {
      const fonts = fontPreloads(page);
      expect(
        fonts.some((f) => f.includes("inter-latin")),
        page.urlPath,
      ).toBe(true);
      expect(
        fonts.some((f) => f.includes("arabic")),
        page.urlPath,
      ).toBe(page.lang === "ar");
    }
  });

  it("preloads every face of the families that set the first paint (decision 024)", () => {
    // Chromium sets a text's metrics from the first family of its stack with a face holding the
    // space. Each face of the families up to that one which has not loaded at the first layout
    // gets a stand-in built from the system's sans-serif, at every size and weight of the page.
    const css = builtCss();
    const stack = (name: string) =>
      (css.match(new RegExp(`--font-${name}:([^;}]+)`))?.[1] ?? "")
        .split(",")
        .map((family) => family.trim().replace(/^"|"$/g, ""));
    const all = faces();
    const setting = (families: string[]) => {
      const first = families.findIndex((family) =>
        all.some((f) => f.family === family && f.ranges.some(([a, b]) => a <= 0x20 && 0x20 <= b)),
      );
      return families.slice(0, first + 1);
    };
    expect(setting(stack("sans"))).toEqual(["Inter Variable"]);
    expect(setting(stack("arabic"))).toEqual(["Noto Sans Arabic Variable", "Inter Variable"]);
    for (const page of pages) {
      const preloaded = fontPreloads(page);
      const families = setting(stack(page.lang === "ar" ? "arabic" : "sans"));
      const needed = all.filter((f) => families.includes(f.family)).map((f) => f.url);
      expect(needed.length, page.urlPath).toBeGreaterThan(0);
      expect(
        needed.filter((url) => !preloaded.includes(url)),
        page.urlPath,
      ).toEqual([]);
    }
  });
});

/**
 * Where the built files may point outside the site: the links set as configuration (the app, the
 * stores, the social networks, an agreement, in core/content/site.ts), WhatsApp's click-to-chat
 * address (app/ui/whatsapp-link.tsx, a link only) and the other external addresses the content
 * declares in core/content (the data protection authority's site, for one). Only as links.
 */
function configuredLinks(): Set<string> {
  const content = readdirSync("core/content")
    .filter((f) => f.endsWith(".ts"))
    .map((f) => readFileSync(path.join("core/content", f), "utf8"))
    .join("\n");
  // The defaults of site.ts are configuration too; the other http(s):// strings are declared content
  // (a source of the law's data file may be a plain http:// page).
  const declared = [...content.matchAll(/"(https?:\/\/[^"\s]+)"/g)].map((m) => m[1] ?? "");
  const configured = [
    ...Object.values(site.app),
    ...Object.values(site.stores).filter((url) => url !== undefined),
    ...site.social.map((s) => s.url),
    ...(site.slaUrl ? [site.slaUrl] : []),
  ];
  return new Set([...declared, ...configured, ...configured.map((url) => new URL(url).origin)]);
}
const allowedLinks = configuredLinks();
/** WhatsApp's click-to-chat address, built from the configured number and the copy: a link only. */
const clickToChat = /^https:\/\/wa\.me\//;
/**
 * Strings that look like URLs but are never requested: XML namespaces, the JSON-LD vocabulary,
 * the documentation links inside React's and React Router's error messages, licence comments.
 */
const identifiers = [
  /^http:\/\/www\.w3\.org\/(2000\/svg|1999\/xhtml|1999\/xlink|1998\/Math\/MathML|XML\/1998\/namespace)$/,
  /^https:\/\/schema\.org\/?$/,
  /^https:\/\/react\.dev\/errors\//,
  /^https:\/\/(react\.dev|reactrouter\.com|remix\.run)\//,
  /^https:\/\/tailwindcss\.com$/, // the licence line of the stylesheet
  // The Office Open XML namespaces the .xlsx and .docx writers put in the files they make.
  /^http:\/\/schemas\.openxmlformats\.org\/[\w/-]+$/,
  /^http:\/\/schemas\.microsoft\.com\/office\/[\w/-]+$/,
];

function builtFiles(): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((f) =>
    /\.(html|css|js)$/.test(f),
  );
}

describeBuilt("images the main thread would have to build", () => {
  // A browser draws an SVG used as an image (a CSS mask or background, an <img>, a favicon, a
  // manifest icon) by building a document of its own on the page's main thread: 25–40 ms after the
  // first paint on the benchmark's machine, four times that on a slow phone. Inline <svg> costs
  // nothing of the kind.
  it("uses no SVG as an image: not in CSS, not in <img>, not as an icon", () => {
    const offending: string[] = [];
    for (const file of builtFiles()) {
      const text = readFileSync(path.join(clientDir, file), "utf8");
      if (file.endsWith(".css") && /url\(\s*["']?(?:data:image\/svg\+xml|[^)"']*\.svg\b)/i.test(text)) {
        offending.push(file);
      }
      if (file.endsWith(".html")) {
        const images = [
          ...tags(text, "img").map((i) => i.src),
          ...tags(text, "link")
            .filter((l) => /\bicon\b/.test(l.rel ?? ""))
            .map((l) => l.href),
        ];
        offending.push(
          ...images
            .filter((src) => /\.svg\b|^data:image\/svg/i.test(src ?? ""))
            .map((src) => `${file}: ${src}`),
        );
      }
    }
    const manifest = JSON.parse(readFileSync(path.join(clientDir, "manifest.webmanifest"), "utf8"));
    offending.push(
      ...manifest.icons
        .map((icon: { src: string }) => icon.src)
        .filter((src: string) => src.endsWith(".svg"))
        .map((src: string) => `manifest.webmanifest: ${src}`),
    );
    expect(offending).toEqual([]);
  });
});

describeBuilt("the built site and other origins", () => {
  it("names no other origin in any HTML, CSS or JavaScript, except the configured links", () => {
    const own = new URL(site.origin).origin;
    const offending = new Set<string>();
    for (const file of builtFiles()) {
      const text = readFileSync(path.join(clientDir, file), "utf8");
      for (const match of text.matchAll(/(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}[^\s"'`<>)\\,]*/gi)) {
        const raw = match[0];
        if (raw.startsWith("//") && !/^\/\/[a-z0-9-]+\.[a-z]/i.test(raw)) continue;
        const url = raw.startsWith("//") ? `https:${raw}` : raw;
        if (!/^https?:/.test(url)) continue;
        let origin: string;
        try {
          origin = new URL(url).origin;
        } catch {
          continue;
        }
        if (origin === own || allowedLinks.has(url) || clickToChat.test(url)) continue;
        if (identifiers.some((re) => re.test(url))) continue;
        offending.add(`${file}: ${url}`);
      }
    }
    expect([...offending]).toEqual([]);
  });

  it("points links to other sites only from <a href>, never from a resource", () => {
    for (const file of builtFiles().filter((f) => f.endsWith(".html"))) {
      const html = readFileSync(path.join(clientDir, file), "utf8");
      const resources = [
        ...tags(html, "link")
          .filter((l) => !["canonical", "alternate"].includes(l.rel ?? ""))
          .map((l) => l.href),
        ...tags(html, "script").map((s) => s.src),
        ...tags(html, "img").map((i) => i.src),
        ...tags(html, "iframe").map((i) => i.src),
        ...tags(html, "form").map((f) => f.action),
      ].filter((u): u is string => Boolean(u));
      const external = resources.filter((u) => /^(https?:)?\/\//.test(u));
      expect(external, file).toEqual([]);
    }
  });
});
