import { describe, expect, it } from "vitest";
import { articleInArabic, coOwnershipLaw } from "#core/content/co-ownership-law";
import { budgetCopy } from "#core/tools/templates/budget-copy";
import { minutesCopy } from "#core/tools/templates/minutes-copy";
import { copyMessages } from "../support/copy-files";

/**
 * Article numbers in Arabic text are written as Arabic legal texts write them: "16 مكرر 2", never
 * the French text's "bis", "ter" … "decies" (decision 054). Every Arabic message, the Arabic
 * templates, and the articles the rule cards print on Arabic pages.
 */
const latinNumbering = /\b(?:bis|ter|quater|quinquies|sexies|septies|octies|nonies|decies)\b/i;

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("article numbers in Arabic", () => {
  it("finds the French text's numbering where it is, and not in a word that contains it", () => {
    expect(latinNumbering.test("المادة 16 bis 2")).toBe(true);
    expect(latinNumbering.test("المادة 16 decies")).toBe(true);
    expect(latinNumbering.test("منصة Urbis")).toBe(false);
  });

  it("are never written bis … decies in the Arabic copy or templates", () => {
    const found = [
      ...copyMessages("ar")
        .filter(({ message }) => latinNumbering.test(message))
        .map(({ file, key }) => `${file} ${key}`),
      ...strings([minutesCopy.ar, budgetCopy.ar]).filter((text) => latinNumbering.test(text)),
    ];
    expect(found).toEqual([]);
  });

  it("are written مكرر on the rule cards of Arabic pages", () => {
    for (const citation of coOwnershipLaw) {
      const arabic = articleInArabic(citation.article);
      expect(arabic, citation.id).not.toMatch(latinNumbering);
      if (citation.article.includes("bis")) expect(arabic, citation.id).toContain("مكرر");
    }
  });
});
