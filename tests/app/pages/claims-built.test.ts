import { expect, it } from "vitest";
import { figureNames, formatFigures } from "#core/content/figures";
import { site } from "#core/content/site";
import { publishedTestimonials } from "#core/content/testimonials";
import { locales, type LocaleCode } from "#core/i18n/locales";
import type { Namespace } from "#core/i18n/namespaces";
import { sourceMessages } from "#core/i18n/messages";
import { localizePath } from "#core/paths/localize";
import { describeBuilt, readBuilt } from "../../support/built-site";
import { builtDocument, builtMain, region, spaced, textOf, textsOf } from "../support/built-documents";

/**
 * The company's claims as the built pages hold them (decision 053): each figure with what it means
 * and, once set, the basis the company gives; no tool set against a figure; and the testimonials
 * page, which always exists and, without testimonials, offers what a buyer can check.
 */

const copy = (code: LocaleCode, namespace: Namespace, key: string) => {
  const text = sourceMessages(code, namespace)[key];
  if (text === undefined) throw new Error(`No ${key} in locales/${code}/${namespace}.json`);
  return spaced(text);
};

/** A message whose one placeholder is filled in, as the page renders it. */
const filled = (text: string, name: string, value: string) => spaced(text.replace(`{${name}}`, value));

for (const locale of locales) {
  const { code } = locale;

  describeBuilt(`the company's claims in the built pages in ${locale.label}`, () => {
    it("about us says what each figure means, and gives each basis set in this language", () => {
      const main = builtMain(localizePath("/core/company/about-us", code));
      const grid = region(main, copy(code, "company", "company.about.figures.title"));
      const text = textOf(grid);
      for (const name of figureNames)
        expect(text, name).toContain(copy(code, "figures", `figures.${name}.meaning`));
      const bases = figureNames.flatMap((name) => site.figureBases[name][code] ?? []);
      expect(textsOf(grid, "[data-basis]")).toEqual(
        bases.map((basis) => filled(copy(code, "figures", "figures.basis"), "basis", basis)),
      );
      // The home page's band gives the same bases.
      expect(textsOf(builtMain(localizePath("/", code)), "[data-basis]")).toHaveLength(bases.length);
    });

    it("the savings estimator stands on its own assumptions, beside no figure of the company", () => {
      const main = builtMain(localizePath("/core/tools/savings-estimator", code));
      const text = textOf(main);
      expect(text).not.toContain(spaced(formatFigures(locale.numberIntl).costReduction));
      expect(text).not.toContain(copy(code, "figures", "figures.costReduction.label"));
      const kinds = textOf(main.querySelector("#results-kinds"));
      expect(kinds).toContain(copy(code, "tools", "tools.savings.kinds.cost"));
      expect(kinds).toContain(copy(code, "tools", "tools.savings.kinds.arrears"));
    });

    it("the trust centre says what 99.9 % means, and promises a credit only through a published agreement", () => {
      const main = builtMain(localizePath("/core/trust", code));
      const availability = region(main, copy(code, "trust", "trust.availability.title"));
      const basis = site.figureBases.uptime[code];
      expect(availability.querySelectorAll("p")).toHaveLength(2 + (site.slaUrl ? 1 : 0) + (basis ? 1 : 0));
      expect(textsOf(availability, "[data-basis]")).toEqual(
        basis ? [filled(copy(code, "figures", "figures.basis"), "basis", basis)] : [],
      );
    });
  });

  describeBuilt(`the built testimonials page in ${locale.label}`, () => {
    const url = localizePath("/core/company/testimonials", code);
    const c = (key: string) => copy(code, "company", key);

    it("exists, in the sitemap and linked from the footer", () => {
      expect(builtDocument(url).documentElement.getAttribute("dir")).toBe(locale.dir);
      expect(readBuilt("sitemap.xml").toString("utf8")).toContain(`${site.origin}${url}<`);
      const footer = builtDocument(localizePath("/", code)).querySelector("footer");
      expect([...(footer?.querySelectorAll("a[href]") ?? [])].map((a) => a.getAttribute("href"))).toContain(
        url,
      );
    });

    it(
      publishedTestimonials.length > 0
        ? "shows the testimonials"
        : "says there are none yet, and offers to talk to a residence that uses Urbis",
      () => {
        const main = builtMain(url);
        if (publishedTestimonials.length > 0) {
          expect(textsOf(main, "h1")).toEqual([c("company.testimonials.title")]);
          expect(main.querySelectorAll("figure")).toHaveLength(publishedTestimonials.length);
          return;
        }
        expect(textsOf(main, "h1")).toEqual([c("company.testimonials.empty.title")]);
        expect(textOf(main)).toContain(c("company.testimonials.empty.intro"));
        expect(main.querySelectorAll("figure")).toHaveLength(0);
        const request = region(main, c("company.testimonials.reference.title"));
        const links = [...request.querySelectorAll("a[href]")];
        expect(links.map((a) => [textOf(a), a.getAttribute("href")])).toEqual([
          [
            c("company.testimonials.reference.action"),
            `${localizePath("/core/company/contact-us", code)}?subject=reference#contact-form`,
          ],
        ]);
        const head = builtDocument(url).head;
        expect(textOf(head.querySelector("title"))).toBe(c("company.testimonials.empty.meta.title"));
      },
    );

    it("shows a store's rating only with its link and rating set, linked to the store", () => {
      const main = builtMain(url);
      const stores = [
        { store: "App Store", url: site.stores.appStore, rating: site.storeRatings.appStore },
        { store: "Google Play", url: site.stores.googlePlay, rating: site.storeRatings.googlePlay },
      ].filter((entry) => entry.url && entry.rating);
      const shown = [...main.querySelectorAll("[data-store]")];
      expect(shown.map((entry) => entry.getAttribute("data-store"))).toEqual(
        publishedTestimonials.length > 0 ? [] : stores.map((entry) => entry.store),
      );
      for (const [index, entry] of shown.entries())
        expect(entry.querySelector("a")?.getAttribute("href")).toBe(stores[index]?.url);
    });
  });
}
