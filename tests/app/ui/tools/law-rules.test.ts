import { describe, expect, it } from "vitest";
import { getCitation } from "#core/content/co-ownership-law";
import { sourceMessages } from "#core/i18n/messages";

/**
 * The toolbox's pages word each rule they cite in the three languages (locales/*\/tools.json,
 * `tools.rule.<id>`); the law's data file (core/content/co-ownership-law.ts) holds the French and
 * English statements. They must not drift apart: the page says what the data says, every version
 * of a disputed rule included, and carries a note only where the data has one.
 */
const ruleKey = /^tools\.rule\.([\w-]+)$/;
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("the rules the toolbox's pages cite", () => {
  const fr = sourceMessages("fr", "tools");
  const en = sourceMessages("en", "tools");
  const ids = Object.keys(fr).flatMap((key) => ruleKey.exec(key)?.[1] ?? []);

  it("are entries of the law's data file, worded as it words them in French and English", () => {
    expect(ids.length).toBeGreaterThanOrEqual(16);
    for (const id of ids) {
      const citation = getCitation(id);
      expect(citation, id).toBeDefined();
      expect(plain(fr[`tools.rule.${id}`]), id).toBe(citation?.rule.fr);
      expect(en[`tools.rule.${id}`], id).toBe(citation?.rule.en);
    }
  });

  it("word every version of a disputed rule as the data does, and no other", () => {
    for (const id of ids) {
      const versions = getCitation(id)?.disputed?.alternatives ?? [];
      versions.forEach((version, index) => {
        expect(plain(fr[`tools.rule.${id}.alt${index + 1}`]), `${id} ${index + 1}`).toBe(version.rule.fr);
        expect(en[`tools.rule.${id}.alt${index + 1}`], `${id} ${index + 1}`).toBe(version.rule.en);
      });
      expect(fr[`tools.rule.${id}.alt${versions.length + 1}`], id).toBeUndefined();
    }
  });

  it("carry a note where the data has one and only there, and a name for each text, in every language", () => {
    for (const id of ids) {
      const citation = getCitation(id);
      for (const code of ["fr", "en", "ar"] as const) {
        const messages = sourceMessages(code, "tools");
        expect(messages[`tools.rule.${id}.note`] !== undefined, `${code} ${id} note`).toBe(
          citation?.note !== undefined,
        );
        expect(messages[`tools.law.${citation?.law}`], `${code} ${citation?.law}`).toBeTruthy();
      }
    }
  });
});
