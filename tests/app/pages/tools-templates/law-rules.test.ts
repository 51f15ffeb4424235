import { describe, expect, it } from "vitest";
import { getCitation } from "#core/content/co-ownership-law";
import { sourceMessages } from "#core/i18n/messages";

/**
 * The templates page words the meeting's rules it cites in the three languages
 * (`tools.templates.rule.*`); the law's data file holds the French and English statements. They
 * must not drift apart, and a note is shown only where the data has one.
 */
const ruleKey = /^tools\.templates\.rule\.([\w-]+)$/;
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("the rules the templates page cites", () => {
  const fr = sourceMessages("fr", "tools");
  const ids = Object.keys(fr).flatMap((key) => ruleKey.exec(key)?.[1] ?? []);

  it("are entries of the law's data file, worded as it words them in French and English", () => {
    expect(ids).toEqual([
      "quorum",
      "votes-per-owner",
      "majorities",
      "minutes-notification",
      "decisions-declaration",
    ]);
    for (const id of ids) {
      const citation = getCitation(id);
      expect(citation, id).toBeDefined();
      expect(plain(fr[`tools.templates.rule.${id}`]), id).toBe(citation?.rule.fr);
      expect(sourceMessages("en", "tools")[`tools.templates.rule.${id}`], id).toBe(citation?.rule.en);
    }
  });

  it("carry a note exactly where the data has one, in every language", () => {
    for (const id of ids) {
      for (const code of ["fr", "en", "ar"] as const) {
        const messages = sourceMessages(code, "tools");
        expect(messages[`tools.templates.rule.${id}`], `${code} ${id}`).toBeTruthy();
        expect(messages[`tools.templates.rule.${id}.note`] !== undefined, `${code} ${id}`).toBe(
          getCitation(id)?.note !== undefined,
        );
      }
    }
  });
});
