import { describe, expect, it } from "vitest";
import { roles } from "#core/content/roles";
import { visibleText } from "../../scripts/copy/icu-text";
import { copyMessages } from "../support/copy-files";

/**
 * A visitor never reads a technical identifier (docs/glossary.md, "Writing conventions"): no
 * time-zone id ("Africa/Casablanca" is "heure du Maroc", "Moroccan time", "بتوقيت المغرب"), no
 * role or status code (MANAGER, in_progress), in any language.
 */
const timeZoneId =
  /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z_]+/;
const codes = new RegExp(
  `\\b(?:${[...roles, "DEVELOPER", "OTHER"].join("|")}|[a-z]+_[a-z_]+|[A-Z]+_[A-Z_]+)\\b`,
);

describe("technical identifiers", () => {
  it("are recognised", () => {
    expect(timeZoneId.test("Heure de Casablanca (fuseau horaire Africa/Casablanca).")).toBe(true);
    expect(codes.test("Rôle : MANAGER")).toBe(true);
    expect(codes.test("Statut in_progress")).toBe(true);
    expect(timeZoneId.test("Heure du Maroc (Casablanca), 24/7, e-mail/téléphone")).toBe(false);
  });

  for (const code of ["fr", "en", "ar"]) {
    it(`never reach a visitor in ${code}`, () => {
      const found = copyMessages(code)
        .filter(({ message }) => timeZoneId.test(visibleText(message)) || codes.test(visibleText(message)))
        .map(({ file, key, message }) => `${file} ${key}: ${message}`);
      expect(found).toEqual([]);
    });
  }
});
