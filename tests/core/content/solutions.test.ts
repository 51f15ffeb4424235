import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogIcons } from "#core/content/catalog-icons";
import { featureSlugs } from "#core/content/features";
import { roles } from "#core/content/roles";
import { solutionFigures, solutions, type Solution } from "#core/content/solutions";
import { solutionSlugs } from "#core/content/solution-slugs";
import { localeCodes } from "#core/i18n/locales";
import { iconNames } from "#app/ui/icon";

const copy = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(`locales/${code}/solutions.json`, "utf8"));

describe("solutions catalog", () => {
  it("has the 11 solutions of docs/product.md §2, each with data", () => {
    expect(solutionSlugs).toHaveLength(11);
    expect(new Set(solutionSlugs).size).toBe(11);
    expect(Object.keys(solutions).sort()).toEqual([...solutionSlugs].sort());
  });

  for (const slug of solutionSlugs) {
    describe(slug, () => {
      const solution: Solution = solutions[slug];

      it("shows an icon of the catalogs' list, which app/ui/icon.tsx draws", () => {
        expect(catalogIcons).toContain(solution.icon);
        expect(iconNames).toContain(solution.icon);
      });

      it("uses 2 to 6 distinct features that exist", () => {
        expect(solution.features.length).toBeGreaterThanOrEqual(2);
        expect(solution.features.length).toBeLessThanOrEqual(6);
        expect(new Set(solution.features).size).toBe(solution.features.length);
        for (const feature of solution.features) expect(featureSlugs).toContain(feature);
      });

      it("serves roles that exist", () => {
        expect(solution.roles.length).toBeGreaterThan(0);
        expect(new Set(solution.roles).size).toBe(solution.roles.length);
        for (const role of solution.roles) expect(roles).toContain(role);
      });

      it("quotes only a marketing figure of docs/product.md §7", () => {
        if (solution.figure) expect(solutionFigures).toContain(solution.figure);
      });

      it("has its copy in every language, a line for each feature it uses included", () => {
        const keys = [
          "meta.title",
          "meta.description",
          "title",
          "intro",
          "problem",
          "challenge",
          "approach.1",
          "approach.2",
          "approach.3",
          "outcome",
          ...solution.features.map((feature) => `feature.${feature}`),
        ].map((key) => `solutions.${slug}.${key}`);
        for (const code of localeCodes) {
          const messages = copy(code);
          expect(
            keys.filter((key) => !messages[key]),
            code,
          ).toEqual([]);
        }
      });
    });
  }

  it("gives each solution its own title and description in each language", () => {
    for (const code of localeCodes) {
      const messages = copy(code);
      for (const field of ["meta.title", "meta.description", "title"]) {
        const values = solutionSlugs.map((slug) => messages[`solutions.${slug}.${field}`]);
        expect(new Set(values).size, `${code} ${field}`).toBe(solutionSlugs.length);
      }
    }
  });
});
