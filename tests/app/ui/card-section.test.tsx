import { describe, expect, it } from "vitest";
import { sourceMessages } from "#core/i18n/messages";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { renderAt } from "../support/render-at";
import { CardSection } from "#app/ui/card-section";

const render = (code: (typeof locales)[number]["code"]) =>
  renderAt(
    localizePath("/core/company/careers", code),
    <CardSection
      id="why-title"
      prefix="company.careers.why"
      icons={{ impact: "sparkles", place: "map-pin" }}
      look="plain"
      className="container-page mt-16"
      gridClassName="mt-8 grid"
    />,
    ["common", "company"],
  );

describe("a section of cards from the copy (app/ui/card-section.tsx)", () => {
  for (const { code, label } of locales.filter((l) => l.code === "fr" || l.code === "ar")) {
    it(`is named by its h2 and lists a card per icon, in order, in ${label}`, async () => {
      const copy = sourceMessages(code, "company");
      const html = await render(code);
      expect(html).toMatch(/^<section aria-labelledby="why-title" class="container-page mt-16">/);
      expect(html).toContain(`<h2 id="why-title" class="text-3xl font-bold tracking-tight">`);
      expect(html).toContain(copy["company.careers.why.title"]);
      const titles = [...html.matchAll(/<h3 class="[^"]*">([^<]*)<\/h3>/g)].map((m) => m[1]);
      expect(titles).toEqual([
        copy["company.careers.why.impact.title"],
        copy["company.careers.why.place.title"],
      ]);
      expect(html.match(/<li\b/g)).toHaveLength(2);
      expect(html.match(/<svg\b/g)).toHaveLength(2);
      expect(html).not.toContain('class="mt-3 max-w-2xl');
    });
  }

  it("puts the copy's intro between its heading and its cards", async () => {
    const html = await renderAt(
      "/core/company/about-us",
      <CardSection
        id="morocco-title"
        prefix="company.about.morocco"
        icons={{ law: "file-text" }}
        intro
        look="framed"
        className="mt-20"
        gridClassName="mt-8 grid"
      />,
      ["common", "company"],
    );
    const intro = sourceMessages("fr", "company")["company.about.morocco.intro"];
    const between = /<\/h2><p class="mt-3 max-w-2xl text-lg text-muted text-pretty">([^<]*)<\/p><ul /.exec(
      html,
    );
    expect(between?.[1]?.replaceAll("&#x27;", "'")).toBe(intro);
  });
});
