import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogIcons } from "#core/content/catalog-icons";
import { featureCategories, features, featureSlugs, featuresFor, featuresIn } from "#core/content/features";
import catalogData from "#core/content/features.json" with { type: "json" };
import { locales } from "#core/i18n/locales";
import { roles } from "#core/content/roles";
import { solutions } from "#core/content/solutions";
import { solutionSlugs } from "#core/content/solution-slugs";
import { iconNames } from "#app/ui/icon";

describe("feature catalog", () => {
  it("has each feature page once", () => {
    expect(new Set(features.map((f) => f.slug)).size).toBe(features.length);
    expect(features.map((f) => f.slug)).toEqual([...featureSlugs]);
  });

  it("has one entry per slug in its data, each of a known category, with an icon that exists", () => {
    expect(Object.keys(catalogData).sort()).toEqual([...featureSlugs].sort());
    for (const [slug, entry] of Object.entries(catalogData)) {
      expect(featureCategories, slug).toContain(entry.category);
      expect(catalogIcons, slug).toContain(entry.icon);
    }
    for (const icon of catalogIcons) expect(iconNames).toContain(icon);
  });

  it("lists features grouped by category, every category with features", () => {
    for (const category of featureCategories) expect(featuresIn(category).length).toBeGreaterThan(0);
    const order = features.map((f) => featureCategories.indexOf(f.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("relates each feature to 2-4 other existing features, never to itself", () => {
    for (const feature of features) {
      expect(feature.related.length, feature.slug).toBeGreaterThanOrEqual(2);
      expect(feature.related.length, feature.slug).toBeLessThanOrEqual(4);
      expect(feature.related, feature.slug).not.toContain(feature.slug);
      expect(new Set(feature.related).size, feature.slug).toBe(feature.related.length);
      for (const slug of feature.related) expect(featureSlugs, feature.slug).toContain(slug);
    }
  });

  it("relates each feature to 1-3 existing solutions", () => {
    for (const feature of features) {
      expect(feature.solutions.length, feature.slug).toBeGreaterThanOrEqual(1);
      expect(feature.solutions.length, feature.slug).toBeLessThanOrEqual(3);
      for (const slug of feature.solutions) expect(solutionSlugs, feature.slug).toContain(slug);
    }
  });

  it("serves only roles that exist, each role at least once", () => {
    for (const feature of features) {
      expect(feature.roles.length, feature.slug).toBeGreaterThan(0);
      expect(new Set(feature.roles).size, feature.slug).toBe(feature.roles.length);
      for (const role of feature.roles) expect(roles, feature.slug).toContain(role);
    }
    for (const role of roles) expect(featuresFor(role).length, role).toBeGreaterThan(0);
  });

  it("follows docs/product.md §5 on who does what", () => {
    const servedBy = (slug: string) => features.find((f) => f.slug === slug)?.roles ?? [];
    expect(servedBy("electronic-consents")).toEqual(expect.arrayContaining(["RESIDENT", "MANAGER", "OWNER"]));
    for (const slug of ["visitor-parking", "log-activity-monitoring", "security-team-dashboard"])
      expect(servedBy(slug), slug).toEqual(expect.arrayContaining(["SECURITY", "MANAGER"]));
    expect(servedBy("incident-reporting")).toEqual(expect.arrayContaining(["RESIDENT", "STAFF", "SECURITY"]));
    expect(servedBy("amenity-booking")).toContain("RESIDENT");
    for (const slug of [
      "announcements",
      "events-calendars",
      "discussion-forums",
      "surveys-voting",
      "notifications-push-email",
    ])
      expect([...servedBy(slug)].sort(), slug).toEqual([...roles].sort());
  });

  it("links to solutions that use the feature, when any does", () => {
    for (const feature of features) {
      const usedBy = solutionSlugs.filter((slug) =>
        (solutions[slug].features as readonly string[]).includes(feature.slug),
      );
      if (usedBy.length === 0) continue;
      expect(usedBy, feature.slug).toEqual(expect.arrayContaining([...feature.solutions]));
    }
  });

  it("uses every solution at least once", () => {
    const used = new Set(features.flatMap((f) => f.solutions));
    expect([...solutionSlugs].filter((slug) => !used.has(slug))).toEqual([]);
  });
});

const copyOf = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(`locales/${code}/features.json`, "utf8"));

describe("feature copy (French is the source; the i18n test holds the others to its keys)", () => {
  const copy = copyOf("fr");

  it("gives each feature its title, value, problem, 3-4 steps and head", () => {
    for (const { slug } of features) {
      for (const part of ["meta.title", "meta.description", "title", "value", "problem"])
        expect(copy, `${slug}.${part}`).toHaveProperty([`features.${slug}.${part}`]);
      const steps = Object.keys(copy).filter((key) => key.startsWith(`features.${slug}.steps.`));
      expect(steps.length, slug).toBeGreaterThanOrEqual(3);
      expect(steps.length, slug).toBeLessThanOrEqual(4);
      expect(steps, slug).toEqual(steps.map((_, i) => `features.${slug}.steps.${i + 1}`));
    }
  });

  it("says what each role the feature serves gets, and nothing for the others", () => {
    for (const feature of features) {
      const described = Object.keys(copy)
        .filter((key) => key.startsWith(`features.${feature.slug}.role.`))
        .map((key) => key.split(".").pop());
      expect(described.sort(), feature.slug).toEqual([...feature.roles].sort());
    }
  });

  it("names every role", () => {
    for (const role of roles) expect(copy).toHaveProperty([`features.roles.${role}`]);
  });

  it("gives each page a title, description and h1 of its own, in every language", () => {
    for (const { code } of locales) {
      const messages = copyOf(code);
      for (const part of ["meta.title", "meta.description", "title"]) {
        const values = features.map((f) => messages[`features.${f.slug}.${part}`]);
        expect(new Set(values).size, `${code} ${part}`).toBe(features.length);
      }
    }
  });
});
