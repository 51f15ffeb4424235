import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { settingSpecs } from "#core/content/settings";
import { parseSubprocessors, readSite, SettingError, whatsappDigits } from "#core/content/site";
import { everySetting } from "./support/settings";

describe("the site's settings (core/content/site.ts, decision 033)", () => {
  it("invents nothing when none is set: no phone, address, identifier, store or social link", () => {
    const site = readSite({});
    expect(site.contact.phone).toBeUndefined();
    expect(site.contact.whatsapp).toBeUndefined();
    expect(site.contact.address).toBeUndefined();
    expect(site.legal).toEqual({});
    expect(Object.values(site.stores).filter(Boolean)).toEqual([]);
    expect(site.social).toEqual([]);
    expect(site.hosting).toEqual({ country: undefined, subprocessors: [] });
    expect(site.slaUrl).toBeUndefined();
    expect(site.showSamples).toBe(false);
    // Only what a fresh checkout needs to build and run has a default.
    expect(site.origin).toBe("https://urbis.ma");
    expect(site.contact.email).toBe("contact@urbis.ma");
    expect(site.contact.privacyEmail).toBe(site.contact.email);
    expect(JSON.stringify(site)).not.toMatch(/D-W-000|22 00 00|apps\.apple\.com\/app\/urbis"/);
  });

  it("reads every setting when all are set", () => {
    const site = readSite(everySetting);
    expect(site.contact).toEqual({
      email: "hello@example.ma",
      privacyEmail: "dpo@example.ma",
      phone: "+212 5 22 12 34 56",
      whatsapp: "212612345678",
      address: {
        fr: "12, rue Exemple, 20000 Casablanca, Maroc",
        en: "12 Exemple Street, 20000 Casablanca, Morocco",
        ar: "12، زنقة مثال، 20000 الدار البيضاء، المغرب",
      },
    });
    expect(site.legal).toEqual({
      entity: "Exemple SARL",
      rc: "Casablanca 000000",
      ice: "000000000000000",
      cndp: "TEST-DECLARATION",
      transferAuthorisation: "TEST-AUTHORISATION",
    });
    expect(site.stores).toEqual({
      appStore: "https://apps.apple.com/app/id0000000000",
      googlePlay: "https://play.google.com/store/apps/details?id=test.example",
    });
    expect(site.social.map((s) => s.network)).toEqual(["facebook", "instagram", "linkedin", "youtube"]);
    expect(site.hosting).toEqual({
      country: "MA",
      subprocessors: [
        { name: "Host Example", service: "hosting", country: "MA" },
        { name: "Mail Example", service: "email", country: "FR" },
      ],
    });
    expect(site.slaUrl).toBe("https://example.ma/sla");
    expect(site.showSamples).toBe(false);
  });

  it("writes the English and Arabic address as the French one when only that is set", () => {
    const site = readSite({ URBIS_PUBLIC_CONTACT_ADDRESS: "12, rue Exemple, Casablanca" });
    expect(site.contact.address).toEqual({
      fr: "12, rue Exemple, Casablanca",
      en: "12, rue Exemple, Casablanca",
      ar: "12, rue Exemple, Casablanca",
    });
  });

  it("treats a blank setting as unset", () => {
    expect(readSite({ URBIS_PUBLIC_CONTACT_PHONE: "  " }).contact.phone).toBeUndefined();
  });

  it("stops the build on a value that cannot be right", () => {
    expect(() => readSite({ URBIS_PUBLIC_ICE: "12345" })).toThrow(SettingError);
    expect(() => readSite({ URBIS_PUBLIC_APP_STORE_URL: "apps.apple.com/app" })).toThrow(/https/);
    expect(() => readSite({ URBIS_PUBLIC_HOSTING_COUNTRY: "Morocco" })).toThrow(/two-letter/);
    expect(() => whatsappDigits("call us")).toThrow(SettingError);
    expect(() => parseSubprocessors("Host:storage:MA")).toThrow(/storage/);
    expect(() => parseSubprocessors("Host:hosting")).toThrow(/name:service:country/);
  });

  it("reads each figure's basis per language, and each store's rating, leaving out what is unset", () => {
    expect(readSite({}).figureBases.uptime).toEqual({});
    expect(readSite({}).storeRatings).toEqual({ appStore: undefined, googlePlay: undefined });
    const site = readSite(everySetting);
    expect(site.figureBases.costReduction).toEqual({
      fr: "Base d'exemple (cost)",
      en: "Example basis (cost)",
      ar: "أساس تجريبي (cost)",
    });
    expect(readSite({ URBIS_PUBLIC_BASIS_UPTIME: "Mesure" }).figureBases.uptime).toEqual({ fr: "Mesure" });
    expect(site.storeRatings).toEqual({
      appStore: { rating: 4.7, count: 1234 },
      googlePlay: { rating: 4.6, count: 2345 },
    });
    expect(() => readSite({ URBIS_PUBLIC_APP_STORE_RATING: "4,8" })).toThrow(/rating:count/);
    expect(() => readSite({ URBIS_PUBLIC_GOOGLE_PLAY_RATING: "6:10" })).toThrow(/rating:count/);
  });

  it("gives wa.me the digits of an international number", () => {
    expect(whatsappDigits("+212 6 12 34 56 78")).toBe("212612345678");
    expect(whatsappDigits("00212 612-345-678")).toBe("212612345678");
  });

  it("lists in .env.example every setting it reads, and no other", () => {
    const example = readFileSync(".env.example", "utf8");
    const listed = [...example.matchAll(/^#?\s*URBIS_PUBLIC_([A-Z_]+)=/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(
      settingSpecs()
        .map((s) => s.name)
        .sort(),
    );
  });
});
