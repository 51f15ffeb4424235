import { describe, expect, it } from "vitest";
import { solutionViews } from "#core/content/product-views/solutions";
import { solutionSlugs } from "#core/content/solution-slugs";
import { sourceMessages } from "#core/i18n/messages";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { SolutionHero } from "#app/pages/solution/solution-hero";
import { solutionViewCopy } from "#app/catalog/view-copy.server";
import { renderAt } from "../../support/render-at";

const decode = (html: string) =>
  html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&lt;", "<");

/**
 * A solution page's opening shows the app's screens of its features, on every screen size: its main
 * feature's, and another's on the other kind of screen when it has one.
 */
describe("a solution page's hero (app/pages/solution/solution-hero.tsx)", () => {
  for (const locale of locales) {
    it(`shows its features' views as one labelled, captioned figure, in ${locale.label}`, async () => {
      const copy = sourceMessages(locale.code, "views");
      for (const slug of solutionSlugs) {
        const views = solutionViews(slug);
        expect(views.length, slug).toBeGreaterThan(0);
        const path = localizePath(`/core/solutions/${slug}`, locale.code);
        const html = decode(
          await renderAt(path, <SolutionHero slug={slug} views={views} />, ["solutions", "views"]),
        );
        expect(html.match(/<figure\b/g), slug).toHaveLength(1);
        const label = views.map((view) => copy[view.label]).join(" ");
        expect(html, slug).toContain(`<figure aria-label="${label}"`);
        expect(html, slug).toContain(`${copy["views.common.caption"]}</figcaption>`);
        for (const view of views) {
          expect(html, slug).toContain(typeof view.title === "string" ? copy[view.title] : "?");
        }
        expect(html, slug).toMatch(/<h1\b/);
        expect(html, slug).not.toMatch(/views\.[a-z]/);
      }
    });
  }

  it("carries in the page's data only the copy of the views it shows", () => {
    const slug = "track-service-requests-maintenance";
    const path = `/core/solutions/${slug}`;
    const kept = Object.keys(sourceMessages("fr", "views")).filter((key) => solutionViewCopy(key, path));
    expect(kept).toContain("views.common.caption");
    expect(kept).toContain("views.service-requests.label");
    expect(kept).toContain("views.service-requests.visit");
    expect(kept).toContain("views.preventive-maintenance.label");
    expect(
      kept.filter((key) => !/^views\.(common|service-requests|preventive-maintenance)\./.test(key)),
    ).toEqual([]);
  });
});
