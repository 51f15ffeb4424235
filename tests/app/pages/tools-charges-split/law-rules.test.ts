import { describe, expect, it } from "vitest";
import { coOwnershipLaw, getCitation } from "#core/content/co-ownership-law";
import { sourceMessages } from "#core/i18n/messages";

/**
 * The charges split page words each rule it cites in the three languages (locales/*\/tools.json);
 * the law's data file (core/content/co-ownership-law.ts) holds the French and English statements.
 * They must not drift apart: the page says what the data says, and says so for each note.
 */
const ruleKey = /^tools\.charges\.rule\.([\w-]+)$/;
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("the rules the charges split page cites", () => {
  const fr = sourceMessages("fr", "tools");
  const ids = Object.keys(fr).flatMap((key) => ruleKey.exec(key)?.[1] ?? []);

  it("are entries of the law's data file, worded as it words them in French and English", () => {
    expect(ids.length).toBeGreaterThanOrEqual(5);
    for (const id of ids) {
      const citation = getCitation(id);
      expect(citation, id).toBeDefined();
      expect(plain(fr[`tools.charges.rule.${id}`]), id).toBe(citation?.rule.fr);
      expect(sourceMessages("en", "tools")[`tools.charges.rule.${id}`], id).toBe(citation?.rule.en);
    }
  });

  it("carry a note only where the data has one, the split's own in every language, and a name for each text", () => {
    for (const id of ids) {
      const citation = getCitation(id);
      for (const code of ["fr", "en", "ar"] as const) {
        const messages = sourceMessages(code, "tools");
        if (messages[`tools.charges.rule.${id}.note`] !== undefined) expect(citation?.note, id).toBeDefined();
        expect(messages[`tools.charges.law.${citation?.law}`], `${code} ${citation?.law}`).toBeTruthy();
      }
    }
    expect(
      coOwnershipLaw.filter((c) => c.topic === "charges" || c.topic === "budget").map((c) => c.id),
    ).toEqual(expect.arrayContaining(ids.filter((id) => !id.includes("decree"))));
  });
});
