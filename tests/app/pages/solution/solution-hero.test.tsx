import { describe, expect, it } from "vitest";
import { solutionView } from "#core/content/product-views/solutions";
import { solutionSlugs } from "#core/content/solution-slugs";
import { sourceMessages } from "#core/i18n/messages";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { SolutionHero } from "#app/pages/solution/solution-hero";
import { solutionViewCopy } from "#app/catalog/view-copy.server";
import { renderAt } from "../../support/render-at";

const decode = (html: string) =>
  html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&lt;", "<");

/** A solution page's opening shows the app's screen of its main feature, on every screen size. */
describe("a solution page's hero (app/pages/solution/solution-hero.tsx)", () => {
  for (const locale of locales) {
    it(`shows its main feature's view as a labelled, captioned figure, in ${locale.label}`, async () => {
      const copy = sourceMessages(locale.code, "views");
      for (const slug of solutionSlugs) {
        const view = solutionView(slug) ?? null;
        expect(view, slug).not.toBeNull();
        const path = localizePath(`/core/solutions/${slug}`, locale.code);
        const html = decode(
          await renderAt(path, <SolutionHero slug={slug} view={view} />, ["solutions", "views"]),
        );
        expect(html.match(/<figure\b/g), slug).toHaveLength(1);
        expect(html, slug).toContain(`<figure aria-label="${view && copy[view.label]}"`);
        expect(html, slug).toContain(`${copy["views.common.caption"]}</figcaption>`);
        expect(html, slug).toContain(typeof view?.title === "string" ? copy[view.title] : "?");
        expect(html, slug).toMatch(/<h1\b/);
        expect(html, slug).not.toMatch(/views\.[a-z]/);
      }
    });
  }

  it("carries in the page's data only the copy of the view it shows", () => {
    const slug = "track-service-requests-maintenance";
    const path = `/core/solutions/${slug}`;
    const kept = Object.keys(sourceMessages("fr", "views")).filter((key) => solutionViewCopy(key, path));
    expect(kept).toContain("views.common.caption");
    expect(kept).toContain("views.service-requests.label");
    expect(kept).toContain("views.service-requests.visit");
    expect(kept.filter((key) => !/^views\.(common|service-requests)\./.test(key))).toEqual([]);
  });
});
