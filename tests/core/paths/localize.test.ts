import { describe, expect, it } from "vitest";
import { localeFromPath, localizePath, stripLocale } from "#core/paths/localize";
import { prerenderPaths } from "#core/paths/prerender-paths";
import { pages } from "#core/paths/page-table";
import { featureSlugs } from "#core/content/features";
import { solutionSlugs } from "#core/content/solution-slugs";
import { localeCodes } from "#core/i18n/locales";

describe("localized paths", () => {
  it("reads the language from the first segment; anything else is French", () => {
    expect(localeFromPath("/").code).toBe("fr");
    expect(localeFromPath("/core/demo").code).toBe("fr");
    expect(localeFromPath("/en").code).toBe("en");
    expect(localeFromPath("/ar/core/privacy").code).toBe("ar");
    expect(localeFromPath("/english/x").code).toBe("fr");
    expect(localeFromPath("/xx/core").code).toBe("fr");
  });

  it("puts a neutral path in a language and takes it back out", () => {
    expect(localizePath("/", "fr")).toBe("/");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/#pricing", "ar")).toBe("/ar#pricing");
    expect(localizePath("/core/demo", "ar")).toBe("/ar/core/demo");
    for (const { path } of pages) {
      for (const code of ["fr", "en", "ar"] as const)
        expect(stripLocale(localizePath(path, code))).toBe(path);
    }
  });

  it("prerenders every page of docs/product.md §2 in three languages, and the not-found pages", () => {
    const paths = prerenderPaths();
    expect(pages.filter((p) => p.path.startsWith("/core/features/"))).toHaveLength(featureSlugs.length);
    expect(pages.filter((p) => p.path.startsWith("/core/solutions/"))).toHaveLength(solutionSlugs.length);
    // Not found: the catch-all page, and one under each template's route for an unknown slug.
    for (const code of localeCodes)
      for (const path of ["/404", "/core/features/404", "/core/solutions/404"])
        expect(paths).toContain(localizePath(path, code));
    expect(paths).toHaveLength((pages.length + 3) * localeCodes.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/",
      "/core/demo",
      "/core/delete-my-account",
      "/core/privacy",
      "/core/trust",
      "/core/features",
      "/core/solutions",
    ]) {
      expect(paths).toContain(path);
      expect(paths).toContain(localizePath(path, "en"));
      expect(paths).toContain(localizePath(path, "ar"));
    }
    // The testimonials page always, with testimonials or without (decision 053).
    for (const company of ["about-us", "careers", "contact-us", "testimonials"]) {
      expect(paths).toContain(`/ar/core/company/${company}`);
    }
    expect(paths).toEqual(expect.arrayContaining(["/404", "/en/404", "/ar/404"]));
  });
});
