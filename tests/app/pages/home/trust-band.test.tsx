import { describe, expect, it } from "vitest";
import { customerLogos } from "#core/content/customers";
import { sourceMessages } from "#core/i18n/messages";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { TrustBand } from "#app/pages/home/trust-band";
import { renderAt } from "../../support/render-at";

/** The strip under the home page's hero: real logos only, else a plain line (decision 033). */
describe("the home page's trust strip (app/pages/home/trust-band.tsx)", () => {
  it("ships without logos: none is invented", () => {
    expect(customerLogos).toEqual([]);
  });

  for (const locale of locales) {
    it(`without logos, names the kinds of residences served in one sentence, in ${locale.label}`, async () => {
      const html = await renderAt(localizePath("/", locale.code), <TrustBand />, ["home"]);
      const served = sourceMessages(locale.code, "home")["home.trust.served"] ?? "";
      expect(served.length).toBeGreaterThan(60);
      expect(html).toContain(`>${served}</p>`);
      expect(html).not.toMatch(/<(img|ul)\b/);
    });
  }

  it("with logos, shows each, named by its customer, and no longer the sentence", async () => {
    const logos = [
      { name: "Résidence Exemple", file: "exemple.svg" },
      { name: "Syndic Exemple", file: "syndic.png" },
    ];
    const html = await renderAt("/", <TrustBand logos={logos} />, ["home"]);
    expect(html).toContain('<img src="/customers/exemple.svg" alt="Résidence Exemple"');
    expect(html).toContain('<img src="/customers/syndic.png" alt="Syndic Exemple"');
    expect(html).not.toContain(sourceMessages("fr", "home")["home.trust.served"] ?? "?");
  });
});
