import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fixArabic } from "../../scripts/copy/arabic";
import { fixEnglish } from "../../scripts/copy/english";
import { fixFrench, NBSP, NNBSP } from "../../scripts/copy/french";
import { textParts, visibleText } from "../../scripts/copy/icu-text";
import { fixFile, fixLocales } from "../../scripts/copy-fix";

const show = (text: string) => text.replaceAll(NBSP, "⍽").replaceAll(NNBSP, "·");

describe("npm run copy:fix", () => {
  it("reads the text of an ICU message, not its syntax", () => {
    const message = "Bonjour {name} : {count, plural, =0 {aucun bien} one {# bien} other {# biens}} ?";
    expect(textParts(message).map(({ start, end }) => message.slice(start, end))).toEqual([
      "Bonjour ",
      " : ",
      "aucun bien",
      "# bien",
      "# biens",
      " ?",
    ]);
    expect(visibleText("{a} et {b}")).toBe(" et ");
    expect(textParts("{a}{b, number}").length).toBe(0);
  });

  it("keeps the number of a law, a decree or a dahir on one line, in French and English", () => {
    const joined = (text: string) => text.replaceAll("\u2060", "⁀");
    expect(joined(fixFrench("La loi n° 18-00, modifiée par la loi 106-12."))).toBe(
      "La loi n° 18-⁀00, modifiée par la loi 106-⁀12.",
    );
    expect(joined(fixEnglish("Law No. 18-00 and the Dahir 1-16-49, pages 16-17."))).toBe(
      "Law No. 18-⁀00 and the Dahir 1-⁀16-⁀49, pages 16-17.",
    );
    expect(joined(fixEnglish(fixEnglish("under Law 09-08")))).toBe("under Law 09-⁀08");
  });

  it("sets French typography, and leaves ICU syntax, times, URLs and addresses as they are", () => {
    const cases: [string, string][] = [
      ["Nom et prénom: Jean", "Nom et prénom⍽: Jean"],
      ["Nom et prénom : Jean", "Nom et prénom⍽: Jean"],
      ["Une question ? Écrivez-nous !", "Une question·? Écrivez-nous·!"],
      ["Vraiment ?!", "Vraiment·?!"],
      ["vos réponses ; rien d'autre", "vos réponses·; rien d'autre"],
      ["« Traité »", "«⍽Traité⍽»"],
      ["«Traité»", "«⍽Traité⍽»"],
      ["{label}: {message}", "{label}⍽: {message}"],
      ["Support 24h/24 et 7j/7.", "Support 24⍽h/24, 7⍽j/7."],
      ["Support 24 h/24, 7 j/7.", "Support 24⍽h/24, 7⍽j/7."],
      [
        "{count, plural, one {# jour ; un seul} other {# jours ; plusieurs}}",
        "{count, plural, one {# jour·; un seul} other {# jours·; plusieurs}}",
      ],
      ["De 10:30 à 12:00", "De 10:30 à 12:00"],
      ["Voir https://urbis.ma/core/demo?plan=basic&x=1", "Voir https://urbis.ma/core/demo?plan=basic&x=1"],
      [
        "Écrivez à contact@urbis.ma ou mailto:contact@urbis.ma",
        "Écrivez à contact@urbis.ma ou mailto:contact@urbis.ma",
      ],
      ["{value, number, percent}", "{value, number, percent}"],
    ];
    for (const [before, after] of cases) {
      expect(show(fixFrench(before)), before).toBe(after);
      expect(fixFrench(fixFrench(before)), `${before} twice`).toBe(fixFrench(before));
    }
  });

  it("writes English in British spelling, keeping case and the words spelled so in Britain", () => {
    expect(fixEnglish("Organize access authorizations; an advisor at the help center, colors.")).toBe(
      "Organise access authorisations; an adviser at the help centre, colours.",
    );
    expect(
      fixEnglish("A plan sized for you, a prize to seize, {count, plural, one {# size} other {# sizes}}"),
    ).toBe("A plan sized for you, a prize to seize, {count, plural, one {# size} other {# sizes}}");
    expect(fixEnglish("{organization}")).toBe("{organization}");
  });

  it("puts the unambiguous Arabic imperatives in the plural, harakat kept", () => {
    expect(fixArabic("احجز عرضًا توضيحيًا")).toBe("احجزوا عرضًا توضيحيًا");
    expect(fixArabic("اكتشف الميزات واقرأ الشهادات")).toBe("اكتشفوا الميزات واقرؤوا الشهادات");
    expect(fixArabic("جرّب المنصة، ثم اختر باقتك")).toBe("جرّبوا المنصة، ثم اختاروا باقتك");
    expect(fixArabic("اتصل بنا أو تواصل معنا")).toBe("اتصلوا بنا أو تواصلوا معنا");
    expect(fixArabic("حمّل Urbis من App Store")).toBe("حمّلوا Urbis من App Store");
    for (const kept of ["احجزوا عرضًا", "الحارس الذي اتصل به", "سجل الزوار", "أرسل إليه الوثيقة"])
      expect(fixArabic(kept), kept).toBe(kept);
    expect(fixArabic(fixArabic("احجز واكتشف"))).toBe(fixArabic("احجز واكتشف"));
  });

  it("rewrites only the values of a copy file, its layout kept, and a second run changes nothing", () => {
    const source = '{\n  "a.b": "Nom: {name}",\n\n  "a.c": "Déjà client ?"\n}\n';
    const { text, changes } = fixFile(source, fixFrench);
    expect(changes).toHaveLength(2);
    expect(text).toBe(`{\n  "a.b": "Nom${NBSP}: {name}",\n\n  "a.c": "Déjà client${NNBSP}?"\n}\n`);
    expect(fixFile(text, fixFrench).changes).toEqual([]);
  });

  describe("over a copy folder", () => {
    let root = "";
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it("fixes each language with its rules, and reports nothing the second time", () => {
      root = mkdtempSync(path.join(tmpdir(), "copy-fix-"));
      const files = {
        fr: { "x.a": "Et ensuite ?" },
        en: { "x.a": "Organized by topic" },
        ar: { "x.a": "احجز عرضًا توضيحيًا" },
      };
      for (const [code, messages] of Object.entries(files)) {
        mkdirSync(path.join(root, "locales", code), { recursive: true });
        writeFileSync(path.join(root, "locales", code, "x.json"), JSON.stringify(messages, null, 2) + "\n");
      }
      expect(fixLocales(root, { write: false }).length).toBeGreaterThan(0);
      expect(readFileSync(path.join(root, "locales/en/x.json"), "utf8")).toContain("Organized");
      fixLocales(root, { write: true });
      const read = (code: string) =>
        JSON.parse(readFileSync(path.join(root, "locales", code, "x.json"), "utf8"));
      expect(read("fr")).toEqual({ "x.a": `Et ensuite${NNBSP}?` });
      expect(read("en")).toEqual({ "x.a": "Organised by topic" });
      expect(read("ar")).toEqual({ "x.a": "احجزوا عرضًا توضيحيًا" });
      expect(fixLocales(root, { write: true })).toEqual([]);
    });
  });
});
