import { describe, expect, it } from "vitest";
import { coOwnershipLaw, getCitation, NOT_FOUND } from "#core/content/co-ownership-law";

const isUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value);

describe("core/content/co-ownership-law", () => {
  it("gives every rule an article, or says it was not found", () => {
    for (const citation of coOwnershipLaw) {
      expect(citation.article.trim(), citation.id).not.toBe("");
      if (citation.article !== NOT_FOUND)
        expect(citation.article, citation.id).toMatch(/^\d+( \w+)*( \d+)?$/);
    }
  });

  it("names at least one source, with its address, for every rule", () => {
    for (const citation of coOwnershipLaw) {
      expect(citation.sources.length, citation.id).toBeGreaterThan(0);
      for (const source of citation.sources) {
        expect(isUrl(source.url), `${citation.id}: ${source.url}`).toBe(true);
        expect(source.consulted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it("has unique ids", () => {
    const ids = coOwnershipLaw.map((citation) => citation.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("states each rule in French and in English", () => {
    for (const citation of coOwnershipLaw) {
      expect(citation.rule.fr.length, citation.id).toBeGreaterThan(10);
      expect(citation.rule.en.length, citation.id).toBeGreaterThan(10);
    }
  });

  it("lists at least two alternatives for a disputed rule, each with a source", () => {
    const disputed = coOwnershipLaw.filter((citation) => citation.disputed);
    expect(disputed.map((citation) => citation.id)).toEqual(
      expect.arrayContaining(["minutes-notification", "ordinary-assembly-window"]),
    );
    for (const citation of disputed) {
      const alternatives = citation.disputed?.alternatives ?? [];
      expect(alternatives.length, citation.id).toBeGreaterThanOrEqual(2);
      for (const alternative of alternatives) {
        expect(alternative.sources.length, citation.id).toBeGreaterThan(0);
        for (const source of alternative.sources) expect(isUrl(source.url)).toBe(true);
      }
    }
  });

  it("does not give a single value to a disputed rule", () => {
    for (const citation of coOwnershipLaw.filter((c) => c.disputed)) expect(citation.value).toBeUndefined();
  });

  it("finds a citation by its id", () => {
    expect(getCitation("convocation-notice")?.value).toEqual({ days: 15 });
    expect(getCitation("nothing")).toBeUndefined();
  });
});
