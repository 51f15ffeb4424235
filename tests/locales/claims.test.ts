import { describe, expect, it } from "vitest";
import { figureNames } from "#core/content/figures";
import { locales } from "#core/i18n/locales";
import { visibleText } from "../../scripts/copy/icu-text";
import { copyMessages } from "../support/copy-files";

/**
 * The figures of the product brief are the company's claims (decision 053): each is said once,
 * plainly, with what it means (`figures.<name>.meaning`) and the basis the company gives, and no
 * page argues against one. These are the ways the copy once did, in each language: calling a
 * figure a "marketing figure" measured by nothing, or saying the availability figure gives no right.
 */
const selfDenial: Record<string, RegExp[]> = {
  fr: [
    /chiffres? (?:commercia|marketing|publicitaire)/i,
    /rien (?:sur|dans) ce site ne (?:le |les )?mesure/i,
    /n'a (?:rien|pas été) mesuré/i,
    /ne (?:confirme|prouve|garantit) pas (?:le|ce) chiffre/i,
    /n'(?:ouvre|ouvrent|donne|donnent) droit à (?:aucun|rien)/i,
    /n'est pas un engagement contractuel/i,
  ],
  en: [
    /(?:marketing|sales|advertising) figures?/i,
    /nothing on this site measures/i,
    /(?:has )?measured nothing|was not measured/i,
    /does not (?:confirm|prove) (?:the|that|this|urbis's) (?:\w+ )?figure/i,
    /gives? no right to/i,
    /not a contractual commitment/i,
  ],
  ar: [
    /(?:ال)?رقم (?:ال)?تسويقي/,
    /لا شيء في هذا الموقع يقيس/,
    /لم (?:تقس|يُقَس|يقس)/,
    /لا (?:تؤكد|يؤكد) (?:ال)?رقم/,
    /لا (?:تخول|يخول) (?:ال)?حق/,
    /ليست? التزامًا تعاقديًا/,
  ],
};

describe("the company's claims in the copy", () => {
  it("recognises the self-denial the copy once had, and not a plain statement", () => {
    const denies = (code: string, text: string) => (selfDenial[code] ?? []).some((re) => re.test(text));
    expect(denies("fr", "C'est un chiffre commercial de l'entreprise : rien sur ce site ne le mesure")).toBe(
      true,
    );
    expect(denies("fr", "il n'ouvre droit à aucun avoir ni à aucune compensation")).toBe(true);
    expect(denies("en", "nothing on this site measures it")).toBe(true);
    expect(denies("en", "it gives no right to any credit or compensation")).toBe(true);
    expect(denies("ar", "هذا رقم تسويقي للشركة: لا شيء في هذا الموقع يقيسه")).toBe(true);
    expect(denies("ar", "ولا تخول الحق في أي تعويض")).toBe(true);
    expect(denies("fr", "La baisse moyenne des coûts de gestion courante d'une résidence")).toBe(false);
    expect(denies("en", "The share of each calendar month during which the platform responds")).toBe(false);
    expect(denies("ar", "نسبة السكان المستجوَبين الذين يقولون إنهم راضون عن Urbis.")).toBe(false);
  });

  for (const { code } of locales) {
    describe(code, () => {
      const messages = copyMessages(code);

      it("never argues against a figure of the brief", () => {
        const found = messages.flatMap(({ file, key, message }) =>
          (selfDenial[code] ?? [])
            .map((pattern) => pattern.exec(visibleText(message))?.[0])
            .filter((hit): hit is string => hit !== undefined)
            .map((hit) => `${file} ${key}: "${hit}"`),
        );
        expect(found).toEqual([]);
      });

      it("says once, plainly, what each figure means, and words its basis", () => {
        const byKey = new Map(messages.map((m) => [m.key, m.message]));
        for (const name of figureNames) {
          const meaning = byKey.get(`figures.${name}.meaning`) ?? "";
          expect(meaning.length, name).toBeGreaterThan(30);
          expect(messages.filter((m) => m.key.endsWith(`.${name}.meaning`)).length, name).toBe(1);
        }
        expect(byKey.get("figures.basis")).toContain("{basis}");
      });
    });
  }
});
