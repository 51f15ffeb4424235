import { beforeAll, describe, expect, it } from "vitest";
import { evaluationOrder, staticImports } from "../../scripts/perf/defer-hydration";
import { readBuiltPages, type BuiltPage } from "../../scripts/seo/built-pages";
import { clientDir, describeBuilt } from "../seo/build";

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

let pages: BuiltPage[];
/** A built module's static imports, as URLs: what the build read to write each starter. */
let staticImportsOf: (href: string) => string[];
beforeAll(async () => {
  pages = await readBuiltPages(clientDir);
  staticImportsOf = await staticImports(clientDir);
});

describeBuilt("each page's starter (scripts/perf/defer-hydration.ts), from the build", () => {
  it("evaluates the page's modules one at a time, each after its imports, and React's entry last", () => {
    for (const page of pages) {
      const order = JSON.parse(page.html.match(/var order = (\[[^\]]*\]);/)?.[1] ?? "null") as
        string[] | null;
      const entry = page.html.match(/import\("(\/assets\/entry\.client-[\w-]+\.js)"\)/)?.[1];
      expect(order, page.urlPath).not.toBeNull();
      expect(entry, page.urlPath).toBeDefined();
      if (!order || !entry) continue;
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
      // The route modules React Router registers are among them.
      for (const [, href] of page.html.matchAll(/loaded\["([^"]+)"\]/g))
        expect(order, page.urlPath).toContain(href);
    }
  });
});
