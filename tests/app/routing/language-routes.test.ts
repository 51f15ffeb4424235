import { describe, expect, it } from "vitest";
import { keepLanguageRoutes, type ManifestRoute } from "#app/routing/language-routes";

/** The shape app/routes.ts gives the manifest: a branch per language under the root. */
function manifest(): Record<string, ManifestRoute> {
  const routes: ManifestRoute[] = [{ id: "root" }];
  for (const code of ["fr", "en", "ar"]) {
    routes.push({ id: code, parentId: "root" });
    for (const page of ["home", "demo", "features-template", "not-found"]) {
      routes.push({ id: `${code}/${page}`, parentId: code });
    }
  }
  return Object.fromEntries(routes.map((route) => [route.id, route]));
}

describe("the routes the browser's router is created from", () => {
  it("are the root and the page's language branch", () => {
    for (const code of ["fr", "en", "ar"]) {
      const routes = manifest();
      keepLanguageRoutes(routes, code);
      expect(Object.keys(routes).sort()).toEqual(
        [
          "root",
          code,
          `${code}/home`,
          `${code}/demo`,
          `${code}/features-template`,
          `${code}/not-found`,
        ].sort(),
      );
    }
  });

  it("keep deeper routes of the language, and drop those of the others", () => {
    const routes = { ...manifest(), "en/deep": { id: "en/deep", parentId: "en/demo" } };
    keepLanguageRoutes(routes, "en");
    expect(routes["en/deep"]).toBeDefined();
    keepLanguageRoutes(routes, "fr");
    expect(Object.keys(routes)).toEqual(["root"]);
  });
});
