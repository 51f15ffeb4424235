import { describe, expect, it } from "vitest";
import { features, getFeature, isFeatureSlug } from "#core/content/features";
import { homeDesk, homePhone } from "#core/content/product-views/home";
import { productViews } from "#core/content/product-views/index";
import { viewKeys } from "#core/content/product-views/keys";
import { roleTops, roleViews, staffTasks } from "#core/content/product-views/roles";
import { solutionView, solutionViews } from "#core/content/product-views/solutions";
import { roles } from "#core/content/roles";
import { solutions } from "#core/content/solutions";
import { solutionSlugs } from "#core/content/solution-slugs";
import { frameFor, type ProductView } from "#core/content/product-views/types";
import { sourceMessages } from "#core/i18n/messages";
import { locales } from "#core/i18n/locales";
import { sampleTestimonials } from "#core/content/testimonials";
import { iconNames } from "#app/ui/icon";

/** Every string and object inside a view's data, depth first. */
function walk(value: unknown, visit: (value: unknown) => void) {
  visit(value);
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => walk(item, visit));
}

const keysOf = (view: ProductView) => [...viewKeys([view])];

const featureViews = Object.entries(productViews) as [string, ProductView][];
const all: [string, ProductView][] = [
  ["home desk", homeDesk],
  ["home phone", homePhone],
  ["staff", staffTasks],
  ...featureViews,
];

describe("the product views' data (core/content/product-views/)", () => {
  it("draws residents, owners, staff and guards on a phone, managers and the syndic on a desktop", () => {
    expect(frameFor("RESIDENT")).toBe("phone");
    expect(frameFor("OWNER")).toBe("phone");
    expect(frameFor("SECURITY")).toBe("phone");
    expect(frameFor("STAFF")).toBe("phone");
    expect(frameFor("MANAGER")).toBe("desktop");
    expect(frameFor("SYNDIC")).toBe("desktop");
    expect(frameFor(homeDesk.role)).toBe("desktop");
    expect(frameFor(homePhone.role)).toBe("phone");
  });

  it("gives a feature's view to one of the roles the feature serves, and only to known features", () => {
    for (const [slug, view] of featureViews) {
      expect(isFeatureSlug(slug), slug).toBe(true);
      if (isFeatureSlug(slug)) expect(getFeature(slug).roles, slug).toContain(view.role);
    }
  });

  it("names only messages of its own view or the shared ones, and each exists in every language", () => {
    for (const [name, view] of all) {
      const own = name.split(" ")[0];
      for (const key of keysOf(view)) {
        expect(key.startsWith("views.common.") || key.startsWith(`views.${own}.`), `${name}: ${key}`).toBe(
          true,
        );
        for (const { code } of locales)
          expect(sourceMessages(code, "views"), `${code} ${key}`).toHaveProperty(key);
      }
    }
  });

  it("labels each figure with a sentence of its own", () => {
    for (const [name, view] of all) {
      for (const { code } of locales) {
        expect(sourceMessages(code, "views")[view.label]?.length, `${code} ${name}`).toBeGreaterThan(60);
      }
    }
  });

  it("shows fixed sample moments with their offset, so that every build draws the same screen", () => {
    for (const [name, view] of all) {
      walk(view, (v) => {
        if (v && typeof v === "object" && !Array.isArray(v) && "at" in v) {
          expect((v as { at: string }).at, name).toMatch(/^202[56]-\d\d-\d\dT\d\d:\d\d:00\+0[01]:00$/);
        }
      });
    }
  });

  it("uses icons that app/ui/icon.tsx draws", () => {
    for (const [name, view] of all) {
      walk(view, (v) => {
        if (v && typeof v === "object" && "icon" in v) {
          expect(iconNames, name).toContain((v as { icon: string }).icon);
        }
      });
    }
  });

  it("has no message of a view that the view does not use", () => {
    const used = new Set<string>(all.flatMap(([, view]) => keysOf(view)));
    const unused = Object.keys(sourceMessages("fr", "views")).filter(
      (key) => !used.has(key) && !key.startsWith("views.common."),
    );
    expect(unused).toEqual([]);
  });

  it("names no one a sample testimonial names (those are left out of builds: decision 033)", () => {
    for (const { code } of locales) {
      const names = sampleTestimonials.map(
        (t) => sourceMessages(code, "testimonials")[`testimonials.${t.id}.name`],
      );
      const copy = Object.values(sourceMessages(code, "views")).join("\n");
      expect(
        names.filter((name) => name && copy.includes(name)),
        code,
      ).toEqual([]);
    }
  });

  it("gives each of the six roles a screen of its own, in its frame, whose words exist in every language", () => {
    expect(Object.keys(roleViews).sort()).toEqual([...roles].sort());
    for (const role of roles) {
      const view = roleViews[role];
      expect(view.role, role).toBe(role);
      const keys = keysOf(view);
      expect(keys, role).toContain(view.label);
      for (const { code } of locales) {
        const copy = sourceMessages(code, "views");
        for (const key of keys) expect(copy[key]?.trim(), `${code} ${role}: ${key}`).toBeTruthy();
      }
    }
    // The staff's is their own; the others are feature pages' views, drawn the same on both pages.
    expect(roleViews.STAFF).toBe(staffTasks);
    const features = Object.values(productViews);
    for (const role of roles.filter((r) => r !== "STAFF")) expect(features, role).toContain(roleViews[role]);
  });

  it("sends to the home page's cards the top of each screen only: what its crop shows", () => {
    for (const role of roles) {
      const [view, top] = [roleViews[role], roleTops[role]];
      expect({ ...top, blocks: [] }, role).toEqual({ ...view, blocks: [] });
      const shown = frameFor(role) === "phone" ? view.blocks.slice(0, 1) : view.blocks;
      expect(top.blocks, role).toEqual(
        shown.map((block) => (block.kind === "list" ? { ...block, rows: block.rows.slice(0, 2) } : block)),
      );
    }
    // The staff's tasks come first, the day's tally after them.
    expect(roleTops.STAFF.blocks.map((block) => block.kind)).toEqual(["list"]);
  });

  it("shows on each solution page the view of its main feature: the first listed that has one", () => {
    for (const slug of solutionSlugs) {
      const own = solutions[slug].features.map((feature) => productViews[feature]);
      expect(solutionView(slug), slug).toBe(own.find((view) => view !== undefined));
    }
    expect(solutionView("track-service-requests-maintenance")).toBe(productViews["service-requests"]);
  });

  it("puts beside it the first of the solution's other views on the other kind of screen, if any", () => {
    for (const slug of solutionSlugs) {
      const [main, other, ...rest] = solutionViews(slug);
      expect(rest, slug).toEqual([]);
      if (!main || !other) continue;
      expect(frameFor(other.role), slug).not.toBe(frameFor(main.role));
    }
    // A resident's request on a phone, the manager's maintenance plan at a desk.
    expect(solutionViews("track-service-requests-maintenance")).toEqual([
      productViews["service-requests"],
      productViews["preventive-maintenance"],
    ]);
  });

  it("covers features of the catalog only", () => {
    expect(featureViews.length).toBeLessThanOrEqual(features.length);
  });
});
