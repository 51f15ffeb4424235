import { describe, expect, it } from "vitest";
import { figures } from "#core/content/figures";
import { locales } from "#core/i18n/locales";
import { visibleText } from "../../scripts/copy/icu-text";
import { copyMessages, type CopyMessage } from "../support/copy-files";

/**
 * The marketing figures (docs/product.md §7) are values, written once per language
 * (docs/glossary.md, "Figures and claims"): core/content/figures.ts holds the numbers, the copy
 * receives them as ICU values ({value}, {count}, {responseMinutes}) and never types them, and each
 * figure and claim has one wording per language.
 */

const digits = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));
const number = (n: string) => `(?<![\\d.,٫]|\\d\\s)${n}(?![\\d]|[.,٫]\\d)`;
const percent = (n: string) =>
  `${number(n)}\\s?(?:[%٪]|pour ?cent|per ?cent|percent|بالمائة|بالمئة|في المائة)`;

/** How copy would type each figure, whatever the language: the number, as a number is written. */
const typed: Record<keyof typeof figures, RegExp> = {
  properties: new RegExp(number(String(figures.properties))),
  uptime: new RegExp(number(String(figures.uptime * 100).replace(".", "[.,٫]"))),
  responseMinutes: new RegExp(
    `${number(String(figures.responseMinutes))}\\s?(?:min\\b|minutes?\\b|mn\\b|د(?![\\p{L}])|دقائق|دقيقة)`,
    "u",
  ),
  appRating: new RegExp(number(String(figures.appRating).replace(".", "[.,٫]"))),
  costReduction: new RegExp(percent(String(figures.costReduction * 100)), "i"),
  residentSatisfaction: new RegExp(percent(String(figures.residentSatisfaction * 100)), "i"),
};
/** The response time spelled out, outside the branches of a plural (where "دقيقتين" is the dual). */
const responseInWords = /\b(?:deux|two) minutes\b|دقيقتين|دقيقتان/i;

/** Each claim's one wording per language, and the other wordings it must not take. */
const support247: Record<string, { wording: string; variants: RegExp }> = {
  fr: {
    wording: "24\u00a0h/24, 7\u00a0j/7",
    variants:
      /24\s*h?\s*\/\s*24|7\s*j?\s*\/\s*7|jour et nuit|nuit et jour|24\s*heures sur 24|7\s*jours sur 7/gi,
  },
  en: {
    wording: "24/7",
    variants: /24\/7|24 hours a day|7 days a week|(?:a)?round the clock|day and night|night and day/gi,
  },
  ar: {
    wording: "على مدار الساعة طوال أيام الأسبوع",
    variants:
      /على مدار الساعة(?:[،,]?\s*و?طوال (?:أيام )?الأسبوع)?|طوال (?:أيام )?الأسبوع|ليلًا ونهارًا|ليل نهار|24\/7/g,
  },
};
/** Words that look like the claim and are not it, with the reason. */
const support247Exceptions: { key: string; reason: string }[] = [
  { key: "features.security-team-dashboard.role.MANAGER", reason: "what the manager sees, not support" },
];

/**
 * The messages that state the "over 500" figure, and the one word for it: the figure counts
 * residences (its meaning, figures.properties.meaning; decision 061), not "propriétés".
 */
const propertiesMessages = ["figures.properties.label", "home.trust.title", "forms.demo.assure.properties"];
const propertiesWord: Record<string, { word: RegExp; not: RegExp }> = {
  fr: { word: /résidences/, not: /propriétés|biens|logements/ },
  en: { word: /residences/, not: /properties|homes/ },
  ar: { word: /عقار/, not: /إقامة|إقامات|مسكن/ },
};

/** "Under 2 minutes" is an average response time, never a maximum. */
const averageWord: Record<string, { word: RegExp; not: RegExp }> = {
  fr: { word: /moyen/, not: /maximum|au plus|au pire|garanti/i },
  en: { word: /average/, not: /maximum|at most|at worst|guaranteed/i },
  ar: { word: /متوسط|المتوسط/, not: /أقصى|على الأكثر|مضمون/ },
};

describe("the marketing figures in the copy", () => {
  it("recognises a figure typed in copy, not one received as a value or another number", () => {
    expect(typed.properties.test("Plus de 500 résidences")).toBe(true);
    expect(typed.properties.test("Plus de {count} résidences, 1 500 m², 5000 lots")).toBe(false);
    expect(typed.uptime.test("99,9 % de disponibilité")).toBe(true);
    expect(typed.uptime.test("99.9% uptime")).toBe(true);
    expect(typed.responseMinutes.test("< 2 min")).toBe(true);
    expect(typed.responseMinutes.test("في أقل من 2 دقيقة")).toBe(true);
    expect(typed.responseMinutes.test("Law 2-00, 12 minutes")).toBe(false);
    expect(typed.appRating.test("4,9/5")).toBe(true);
    expect(typed.costReduction.test("40 % de coûts en moins")).toBe(true);
    expect(typed.costReduction.test("140 % ou 40 ans")).toBe(false);
    expect(typed.residentSatisfaction.test("85% of residents")).toBe(true);
  });

  for (const { code } of locales) {
    describe(code, () => {
      const messages = copyMessages(code);
      const byKey = new Map(messages.map((m) => [m.key, m]));

      it("never types a figure of core/content/figures.ts: it receives it as a value", () => {
        const found: string[] = [];
        for (const { file, key, message } of messages) {
          const text = digits(visibleText(message));
          for (const [name, pattern] of Object.entries(typed)) {
            const hit = pattern.exec(text);
            if (hit) found.push(`${file} ${key}: "${hit[0]}" types figures.${name}`);
          }
          const words = responseInWords.exec(visibleText(message, { branches: false }));
          if (words) found.push(`${file} ${key}: "${words[0]}" types figures.responseMinutes`);
        }
        expect(found).toEqual([]);
      });

      it("never types a storage size: core/i18n/numbers.ts formatStorage writes it from the plan", () => {
        const typedStorage =
          /\d\s?(?:[GT]o|[GT]B|Mo|MB)\b|غ\.ب|ت\.ب|غيغابايت|جيجابايت|تيرابايت|gigaoctets?|téraoctets?|gigabytes?|terabytes?/i;
        expect(messages.filter((m) => typedStorage.test(visibleText(m.message))).map((m) => m.key)).toEqual(
          [],
        );
      });

      it("words each figure once, in figures.json, where every page that shows it reads it", () => {
        const figureKeys = (m: CopyMessage) => /(?:^|\.)figures?\.[\w-]+\.(?:label|value)$/.test(m.key);
        expect(
          messages.filter((m) => figureKeys(m) && !m.file.endsWith("/figures.json")).map((m) => m.key),
        ).toEqual([]);
        for (const name of Object.keys(figures)) {
          expect(byKey.get(`figures.${name}.value`)?.message, name).toContain("{value}");
          expect(byKey.get(`figures.${name}.label`)?.message.trim(), name).toBeTruthy();
        }
      });

      it('writes "over 500 properties" with one word for the properties', () => {
        const { word, not } = propertiesWord[code] ?? { word: /$^/, not: /$^/ };
        for (const key of propertiesMessages) {
          const message = byKey.get(key)?.message ?? "";
          expect(message, key).toMatch(word);
          expect(message, key).not.toMatch(not);
        }
      });

      it("says the response time is an average, in every message that quotes it", () => {
        const quoting = messages.filter(
          (m) => m.message.includes("{responseMinutes") || m.key === "figures.responseMinutes.label",
        );
        expect(quoting.length).toBeGreaterThanOrEqual(5);
        const { word, not } = averageWord[code] ?? { word: /$^/, not: /$^/ };
        for (const { key, message } of quoting) {
          expect(message, key).toMatch(word);
          expect(message, key).not.toMatch(not);
        }
        // The copy quotes the figure by its name, never by another placeholder.
        expect(
          messages
            .filter((m) => /\{minutes\b/.test(m.message) && !m.key.startsWith("inbox."))
            .map((m) => m.key),
        ).toEqual([]);
      });

      it("writes round-the-clock support one way", () => {
        const { wording, variants } = support247[code] ?? { wording: "", variants: /$^/g };
        const found: string[] = [];
        for (const { file, key, message } of messages) {
          if (support247Exceptions.some((e) => e.key === key)) continue;
          for (const hit of visibleText(message).matchAll(variants))
            if (!wording.includes(hit[0]) && hit[0] !== wording) found.push(`${file} ${key}: "${hit[0]}"`);
            else if (!visibleText(message).includes(wording)) found.push(`${file} ${key}: "${hit[0]}" alone`);
        }
        expect(found).toEqual([]);
      });
    });
  }
});
