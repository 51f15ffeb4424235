import { describe, expect, it } from "vitest";
import { coOwnershipLaw, getCitation, notFound } from "#core/content/co-ownership-law";
import { sourceMessages } from "#core/i18n/messages";
import { missingRules, ruleViews } from "#app/ui/tools/rule-views.server";

/**
 * The toolbox's pages word each rule they cite in the three languages (locales/*\/tools.json,
 * `tools.rule.<id>`); the law's data file (core/content/co-ownership-law.ts) holds the French and
 * English statements. They must not drift apart: the page says what the data says and carries a
 * note only where the data has one. The cards show only rules whose text was read (decision 054).
 */
const ruleKey = /^tools\.rule\.([\w-]+)$/;
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ").replace(/\u2060/g, "");

describe("the rules the toolbox's pages cite", () => {
  const fr = sourceMessages("fr", "tools");
  const en = sourceMessages("en", "tools");
  const ids = Object.keys(fr).flatMap((key) => ruleKey.exec(key)?.[1] ?? []);

  it("are entries of the law's data file, worded as it words them in French and English", () => {
    expect(ids.sort()).toEqual(coOwnershipLaw.map((citation) => citation.id).sort());
    for (const id of ids) {
      const citation = getCitation(id);
      expect(citation, id).toBeDefined();
      expect(plain(fr[`tools.rule.${id}`]), id).toBe(citation?.rule.fr);
      expect(plain(en[`tools.rule.${id}`]), id).toBe(citation?.rule.en);
    }
  });

  it("are cards with a primary citation only: in force with an article, or said to be a decree the press reports or a bill", () => {
    const all = coOwnershipLaw.map((citation) => citation.id);
    for (const code of ["fr", "en", "ar"] as const) {
      const views = ruleViews(all, code);
      expect(views.map((view) => view.id).sort()).toEqual(
        coOwnershipLaw
          .filter((c) => c.status !== "unverified")
          .map((c) => c.id)
          .sort(),
      );
      for (const view of views) {
        if (view.status === "in-force") expect(view.article, `${code} ${view.id}`).not.toBeNull();
        else expect(view.article, `${code} ${view.id}`).toBeNull();
        if (code === "ar") expect(view.article ?? "", view.id).not.toMatch(/\bbis\b/);
      }
    }
    expect(ruleViews(["ordinary-assembly-window"], "ar")[0]?.article).toBe("16 مكرر 2");
    expect(ruleViews([...notFound], "fr")).toEqual([]);
    expect(missingRules(["quorum", "minutes-notification", "majorities"])).toEqual(["quorum", "majorities"]);
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
