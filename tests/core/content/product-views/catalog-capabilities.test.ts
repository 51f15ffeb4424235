import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { locales } from "#core/i18n/locales";
import { copyMessages, type CopyMessage } from "../../../support/copy-files";

/**
 * Views show only what the product does (issue 34, decision 053): every capability a product view,
 * a call to action or a hero implies is one the features catalog lists, and the catalog lists only
 * what the product brief (docs/product.md) does. The brief lists no collection of charges, no
 * accounting and no online payment of charges; these are the words each language would use for
 * them. A view that needs one of them waits until the brief and the catalog have it.
 */
const uncatalogued: Record<string, Record<string, RegExp>> = {
  "collecting charges": {
    fr: /appels? de fonds|encaiss|impayé|recouvrement|charges de (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)|charges réglées|paiement des charges/i,
    en: /calls? for funds|charges collected|collection rate|arrears|service charges|\bcollections?\b/i,
    ar: /طلبات? الأداء|المستخلص|الاستخلاص|المتأخرات|التحملات|تحملات/,
  },
  accounting: {
    fr: /comptabilit|grand livre|écritures comptables/i,
    en: /accounting|ledger|bookkeeping/i,
    ar: /المحاسبة|محاسب/,
  },
  "paying charges online": {
    fr: /paiement en ligne|payer en ligne/i,
    en: /online payment|pay online/i,
    ar: /الأداء عبر الإنترنت|الدفع عبر الإنترنت/,
  },
};

/** Messages where a word is right, with the reason. */
const exceptions: { key: string; reason: string }[] = [
  { key: "views.digital-file-reader.ch3", reason: "a chapter title of the rules document the reader shows" },
];

/** What a view or a call to action says: the views' copy, and every hero, action and closing band. */
const impliesCapability = (m: CopyMessage) =>
  m.file.endsWith("/views.json") ||
  /\.cta\.(?:title|body)$|\.action$|\.hero\.|\.(?:primary|secondary)$/.test(m.key);

describe("what the views and calls to action imply, held to the catalog", () => {
  it("recognises the capabilities the catalog does not have, and not the ones it has", () => {
    const found = (code: string, text: string) =>
      Object.keys(uncatalogued).filter((name) => uncatalogued[name]?.[code]?.test(text));
    expect(found("fr", "Charges de mai")).toEqual(["collecting charges"]);
    expect(found("fr", "Recouvrement")).toEqual(["collecting charges"]);
    expect(found("en", "Collection rate")).toEqual(["collecting charges"]);
    expect(found("ar", "نسبة الاستخلاص")).toEqual(["collecting charges"]);
    expect(found("fr", "Demandes d'intervention par mois")).toEqual([]);
    expect(found("en", "Bookings in May")).toEqual([]);
    expect(found("ar", "طلبات التدخل حسب الشهر")).toEqual([]);
  });

  it("finds none of them in the product brief: the catalog may not add them", () => {
    const brief = readFileSync("docs/product.md", "utf8");
    expect(brief).not.toMatch(/charges collection|collecting charges|accounting|online payment of charges/i);
  });

  for (const { code } of locales) {
    it(`in ${code}: no view, hero, action or closing band implies one of them`, () => {
      const found = copyMessages(code)
        .filter(impliesCapability)
        .filter((m) => !exceptions.some((e) => e.key === m.key))
        .flatMap((m) =>
          Object.entries(uncatalogued).flatMap(([name, words]) => {
            const hit = words[code]?.exec(m.message);
            return hit ? [`${m.file} ${m.key}: "${hit[0]}" (${name})`] : [];
          }),
        );
      expect(found).toEqual([]);
    });
  }
});
