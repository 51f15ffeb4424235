import { describe, expect, it } from "vitest";
import { plans } from "#core/content/plans";
import { formatCentimes, formatMad, formatMinutes, formatPercent, formatStorage } from "#core/i18n/numbers";
import { getLocale, locales } from "#core/i18n/locales";

const intl = (code: "fr" | "en" | "ar") => getLocale(code).numberIntl;
const marks = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatStorage (core/i18n/numbers.ts)", () => {
  it("writes the plans' storage (core/content/plans.ts) as each language does, gigabytes then terabytes", () => {
    const storage = (code: "fr" | "en" | "ar") =>
      plans.map((plan) => marks(formatStorage(plan.storageGb, intl(code))));
    // From 1,000 GB the unit is the terabyte: "1 To" beside "3 To", never "1 000 Go" (decision 061).
    expect(storage("fr")).toEqual(["200 Go", "1 To", "3 To"]);
    expect(storage("en")).toEqual(["200 GB", "1 TB", "3 TB"]);
    expect(storage("ar")).toEqual(["200 غيغابايت", "1 تيرابايت", "3 تيرابايت"]);
  });

  it("writes both units the same way in each language: both abbreviated, or both in full", () => {
    for (const { code, numberIntl } of locales) {
      const [giga = "", tera = ""] = [formatStorage(200, numberIntl), formatStorage(3000, numberIntl)].map(
        (s) => s.replace(/[\d\s.,٫\u00a0\u202f]/g, ""),
      );
      const abbreviated = (unit: string) => unit.length <= 2 || unit.includes(".");
      expect(abbreviated(giga), `${code}: ${giga} / ${tera}`).toBe(abbreviated(tera));
    }
  });
});

describe("formatMinutes (core/i18n/numbers.ts)", () => {
  it("writes minutes short in French and English, and in words with Arabic's dual and plurals", () => {
    expect(marks(formatMinutes(2, intl("fr")))).toBe("2 min");
    expect(formatMinutes(2, intl("en"))).toBe("2 min");
    // "أقل من دقيقتين", never "أقل من 2 د": one, the dual, 3–10 (دقائق), 11 and more (دقيقة).
    expect([1, 2, 5, 15, 30].map((n) => formatMinutes(n, intl("ar")))).toEqual([
      "دقيقة واحدة",
      "دقيقتين",
      "5 دقائق",
      "15 دقيقة",
      "30 دقيقة",
    ]);
  });
});

describe("formatCentimes (core/i18n/numbers.ts)", () => {
  it("writes centimes as dirhams to the centime in each language", () => {
    // 33 334 centimes = 333,34 MAD: the first lot's share of 1 000,00 MAD over three lots.
    expect(marks(formatCentimes(33_334, intl("fr")))).toBe("333,34 MAD");
    expect(marks(formatCentimes(123_456_705, intl("fr")))).toBe("1 234 567,05 MAD");
    expect(marks(formatCentimes(33_334, intl("en")))).toBe("MAD 333.34");
    expect(marks(formatCentimes(10, intl("en")))).toBe("MAD 0.10");
    expect(marks(formatCentimes(33_334, intl("ar")))).toBe("333,34 د.م.");
  });
});

describe("directional marks (core/i18n/numbers.ts)", () => {
  it("are left out of Arabic percentages and amounts, which no face of the site draws", () => {
    // Intl writes them (U+200E around "%", U+200F around "د.م."); the site's faces lack them.
    expect(new Intl.NumberFormat("ar-MA", { style: "percent" }).format(0.4)).toMatch(/[\u200e\u200f]/);
    for (const text of [formatPercent(0.999, intl("ar")), formatMad(1200, intl("ar"))]) {
      expect(text).not.toMatch(/[\u200e\u200f\u061c]/);
    }
    expect(formatPercent(0.999, intl("ar"))).toBe("99,9%");
    expect(marks(formatMad(1200, intl("ar")))).toBe("1.200 د.م.");
  });
});
