import { beforeAll, describe, expect, it } from "vitest";
import { deferHydration, evaluationOrder, staticImports } from "../../../scripts/perf/defer-hydration";
import { compiledStarter, starterPageOf, starterScript } from "../../../scripts/perf/starter-script";
import { readBuiltPages, type BuiltPage } from "../../../scripts/seo/built-pages";
import { clientDir, describeBuilt } from "../../support/built-site";
import { syntheticStarterPage } from "./support/starter-page";

describe("the order a page's modules are evaluated in", () => {
  const graph: Record<string, string[]> = {
    route: ["site", "react"],
    site: ["react", "catalog"],
    layout: ["site", "icon"],
    icon: ["react"],
  };
  const importsOf = (href: string) => graph[href] ?? [];

  it("puts every module after the modules it imports, each once", () => {
    const order = evaluationOrder(["route", "layout"], importsOf);
    expect(order).toEqual(["react", "catalog", "site", "route", "icon", "layout"]);
    for (const [href, imports] of Object.entries(graph)) {
      for (const imported of imports) expect(order.indexOf(imported)).toBeLessThan(order.indexOf(href));
    }
  });

  it("survives an import cycle", () => {
    const cyclic = (href: string) => ({ a: ["b"], b: ["a"] })[href] ?? [];
    expect(evaluationOrder(["a"], cyclic)).toEqual(["b", "a"]);
  });
});

/** A page as React Router prerenders it, before the build rewrites it. */
function prerendered(registration = `window.__reactRouterRouteModules = {"root":route0,"fr/home":route1};`) {
  return [
    `<html><head><link rel="stylesheet" href="/assets/app.css"/>`,
    `<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/react.js"/>`,
    `<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/home.js"/>`,
    `</head><body><main>Accueil</main>`,
    `<script type="module" async="">import * as route0 from "/assets/root.js";`,
    `import * as route1 from "/assets/home.js";`,
    `  ${registration}`,
    ``,
    `import("/assets/entry.js");</script>`,
    `<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},");</script>`,
    `<script>window.__reactRouterContext.streamController.enqueue("\\"home\\"]");</script>`,
    `<script>window.__reactRouterContext.streamController.close();</script></body></html>`,
  ].join("\n");
}
const graph: Record<string, string[]> = {
  "/assets/entry.js": ["/assets/react.js"],
  "/assets/root.js": ["/assets/react.js"],
  "/assets/home.js": ["/assets/root.js", "/assets/react.js"],
};
const rewrite = (html: string) =>
  deferHydration(html, "/hydration.json", "/assets/intl-warmup.js", (href) => graph[href] ?? []);

describe("the build's rewrite of a prerendered page (scripts/perf/defer-hydration.ts)", () => {
  it("replaces React Router's script, its modulepreloads and its data with the starter", () => {
    const { html, data } = rewrite(prerendered());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain("<script>window.__reactRouterContext");
    expect(html).toContain(`<main>Accueil</main>`);
    expect(data).toBe('[{"_1":2},"home"]');
    expect(starterPageOf(html)).toEqual(syntheticStarterPage);
    // One inline module script: the compiled starter and its call.
    const scripts = [...html.matchAll(/<script type="module" async="">([\s\S]*?)<\/script>/g)];
    const starter = starterPageOf(html);
    expect(scripts.map((m) => m[1])).toEqual(starter && [starterScript(starter)]);
  });

  it("stops the build when React Router's script changes shape", () => {
    expect(() =>
      rewrite(prerendered(`window.__reactRouterRouteModules = {"root":route0,"fr/home":route7};`)),
    ).toThrow(/module script changed shape/);
    expect(() =>
      rewrite(prerendered(`window.__reactRouterRouteModules = Object.assign({}, route0);`)),
    ).toThrow(/module script changed shape/);
    expect(() => rewrite(prerendered().replace(/<script>window[^\n]*close\(\);<\/script>/, ""))).toThrow(
      /hydration data changed shape/,
    );
  });

  it("leaves a page without React Router's script as it is", () => {
    const html = "<html><head></head><body>Hors ligne</body></html>";
    expect(rewrite(html)).toEqual({ html });
  });
});

describe("the starter's inline script (scripts/perf/starter-script.ts)", () => {
  it("is app/boot/starter.ts minified, without types, comments or exports, its entry point named", () => {
    const code = compiledStarter();
    expect(code).toMatch(/^const TASK_BUDGET_MS=4;/);
    expect(code).toContain("function startPage(e,t){");
    expect(code).not.toMatch(/^(import|export)\b|\/\/|\/\*|: string|StarterPage/m);
    expect(code).not.toMatch(/\n|^\s/);
  });

  it("cannot be ended early by what it is given, and gives back what it was given", () => {
    const page = {
      modules: ["/assets/a.js"],
      order: ["/assets/a.js"],
      routes: [["</script><script>alert(1)//", "/assets/a.js"]] as [string, string][],
      entry: "/assets/entry.js",
      data: "/hydration.json",
      warmup: "/assets/intl-warmup.js",
    };
    const script = starterScript(page);
    expect(script).not.toContain("</script");
    expect(starterPageOf(`<script type="module" async="">${script}</script>`)).toEqual(page);
  });
});

let pages: BuiltPage[];
/** A built module's static imports, as URLs: what the build read to write each starter. */
let staticImportsOf: (href: string) => string[];
beforeAll(async () => {
  pages = await readBuiltPages(clientDir);
  staticImportsOf = await staticImports(clientDir);
});

describeBuilt("each page's starter (app/boot/starter.ts), from the build", () => {
  it("is the compiled starter, called with the page's own values", () => {
    for (const page of pages) {
      const starter = starterPageOf(page.html);
      expect(starter, page.urlPath).toBeDefined();
      if (starter) expect(page.html, page.urlPath).toContain(starterScript(starter));
    }
  });

  it("evaluates the page's modules one at a time, each after its imports, and React's entry last", () => {
    for (const page of pages) {
      const starter = starterPageOf(page.html);
      expect(starter, page.urlPath).toBeDefined();
      if (!starter) continue;
      const { order, entry, routes, modules } = starter;
      expect(entry, page.urlPath).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
      expect(order, page.urlPath).not.toContain(entry);
      expect(new Set(order).size, `${page.urlPath}: each module once`).toBe(order.length);
      // Everything the entry and each listed module import is listed before it.
      for (const imported of staticImportsOf(entry)) expect(order, page.urlPath).toContain(imported);
      order.forEach((href, index) => {
        for (const imported of staticImportsOf(href)) {
          expect(
            order.indexOf(imported),
            `${page.urlPath}: ${imported} before ${href}`,
          ).toBeGreaterThanOrEqual(0);
          expect(order.indexOf(imported), `${page.urlPath}: ${imported} before ${href}`).toBeLessThan(index);
        }
      });
      // The route modules React Router registers are among them, and every module is preloaded.
      expect(
        routes.map(([id]) => id),
        page.urlPath,
      ).toContain("root");
      for (const [, href] of routes) expect(order, page.urlPath).toContain(href);
      for (const href of [...order, entry]) expect(modules, page.urlPath).toContain(href);
    }
  });
});
