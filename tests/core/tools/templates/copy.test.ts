import { describe, expect, it } from "vitest";
import { budgetCopy } from "#core/tools/templates/budget-copy";
import { minutesCopy } from "#core/tools/templates/minutes-copy";
import { arabicProblems } from "../../../../scripts/copy/arabic";
import { frenchProblems } from "../../../../scripts/copy/french";

/** Every string of a template's words. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The templates' words are the files' content, kept beside their generator rather than in
 * locales/; they follow the house style all the same: French typography, the Arabic plural of
 * respect.
 */
describe("the templates' words", () => {
  it("follow French typography in French", () => {
    const problems = strings([minutesCopy.fr, budgetCopy.fr]).flatMap((text) =>
      frenchProblems(text).map((problem) => `${problem}: ${text}`),
    );
    expect(problems).toEqual([]);
  });

  it("address the reader in the plural in Arabic", () => {
    const problems = strings([minutesCopy.ar, budgetCopy.ar]).flatMap((text) =>
      arabicProblems(text).map((problem) => `${problem.rule}: ${text}`),
    );
    expect(problems).toEqual([]);
  });
});
