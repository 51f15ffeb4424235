import { beforeAll, expect, it } from "vitest";
import { site } from "#core/content/site";
import { sampleTestimonials } from "#core/content/testimonials";
import { sourceMessages } from "#core/i18n/messages";
import { localeCodes } from "#core/i18n/locales";
import { readBuiltPages, type BuiltPage } from "../../../scripts/seo/built-pages";
import { jsonLdBlocks } from "../../../scripts/seo/html";
import { clientDir, describeBuilt } from "../../support/built-site";

/**
 * Every built page shows a company detail only when its setting is set (decision 033): nothing
 * invented, no placeholder. The build and this test read the same environment (`npm test` builds,
 * then runs the tests); run against a build made with other settings, it checks those.
 */
let built: BuiltPage[];
beforeAll(async () => {
  built = await readBuiltPages(clientDir);
});

/** The page's text as a visitor reads it, and its links. */
const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "");

/** The CNDP sentence of the form notices and the privacy policy, up to the reference, per language. */
const cndpSentences = localeCodes.flatMap((code) => {
  const forms = sourceMessages(code, "forms")["forms.privacy.cndp"] ?? "";
  const legal = sourceMessages(code, "legal")["legal.privacy.controller.cndp"] ?? "";
  return [forms, legal].map((message) => message.split("{")[0]?.trim() ?? "");
});

describeBuilt("the built pages and the site's settings", () => {
  it("never show the placeholders that once stood for real identifiers", () => {
    for (const page of built) {
      expect(page.html, page.urlPath).not.toMatch(
        /D-W-000|\+212 5 22 00 00 00|apps\.apple\.com\/app\/urbis"/,
      );
    }
  });

  it("show a phone number, a tel: link and a telephone in JSON-LD only when the phone is set", () => {
    for (const page of built) {
      const tel = hrefs(page.html).filter((href) => href.startsWith("tel:"));
      const org = jsonLdBlocks(page.html)
        .flatMap((json) => [JSON.parse(json)].flat())
        .find((thing) => thing["@type"] === "Organization");
      if (site.contact.phone) {
        expect(org?.telephone, page.urlPath).toBe(site.contact.phone);
      } else {
        expect(tel, page.urlPath).toEqual([]);
        expect(org, page.urlPath).not.toHaveProperty("telephone");
      }
    }
    const contact = built.find((page) => page.urlPath === "/core/company/contact-us");
    expect(hrefs(contact?.html ?? "").some((href) => href.startsWith("tel:"))).toBe(
      Boolean(site.contact.phone),
    );
  });

  it("show the CNDP sentence only with a declaration reference", () => {
    for (const page of built) {
      const shown = cndpSentences.some((sentence) => sentence && text(page.html).includes(sentence));
      if (!site.legal.cndp) expect(shown, page.urlPath).toBe(false);
    }
    if (site.legal.cndp) {
      const privacy = built.find((page) => page.urlPath === "/core/privacy");
      expect(text(privacy?.html ?? "")).toContain(site.legal.cndp);
    }
  });

  it("link to WhatsApp and to the app stores only when they are set", () => {
    for (const page of built) {
      const links = hrefs(page.html);
      // The drawer, on every page, holds the link when the number is set.
      expect(
        links.some((href) => href.startsWith("https://wa.me/")),
        page.urlPath,
      ).toBe(Boolean(site.contact.whatsapp));
      if (!site.stores.appStore) expect(links.filter((h) => h.includes("apps.apple.com"))).toEqual([]);
      if (!site.stores.googlePlay) expect(links.filter((h) => h.includes("play.google.com"))).toEqual([]);
    }
  });

  it("show no sample testimonial unless the build shows samples", () => {
    const names = localeCodes.flatMap((code) =>
      sampleTestimonials.map((t) => sourceMessages(code, "testimonials")[`testimonials.${t.id}.name`] ?? ""),
    );
    for (const page of built) {
      const found = names.filter((name) => name && text(page.html).includes(name));
      if (!site.showSamples) expect(found, page.urlPath).toEqual([]);
    }
  });
});
