import { describe, expect, it } from "vitest";
import { americanWords } from "../../scripts/copy/english";
import { visibleText } from "../../scripts/copy/icu-text";
import { copyMessages } from "../support/copy-files";

/**
 * The English copy is in British spelling (docs/glossary.md, "Writing conventions"): organise,
 * authorisation, adviser, colour, centre, behaviour, favourite, catalogue, enrol, cancelled.
 * `npm run copy:fix` rewrites the American forms it knows.
 */

/** Words that keep an American-looking spelling on purpose, with the reason. */
const exceptions: { key: string; word: string; reason: string }[] = [];

describe("British spelling", () => {
  it("flags American forms, not the words British English spells the same", () => {
    expect(
      americanWords(
        "Organize, organized, organization, customizing, color, center, advisor, behavior, favorite, catalog, canceled",
      ),
    ).toHaveLength(11);
    expect(
      americanWords("Organise the size of the prize; a citizen seized it; an adviser in the centre"),
    ).toEqual([]);
  });

  it("is kept in every English message", () => {
    const found = copyMessages("en").flatMap(({ file, key, message }) =>
      americanWords(visibleText(message))
        .filter((word) => !exceptions.some((e) => e.key === key && e.word === word))
        .map((word) => `${file} ${key}: ${word}`),
    );
    expect(found).toEqual([]);
  });
});
