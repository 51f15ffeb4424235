import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { textParts, visibleText } from "../../../scripts/copy/icu-text";
import { copyMessages } from "../../support/copy-files";
import { clientDir, describeBuilt } from "../../support/built-site";
import { builtMain, textOf } from "../support/built-documents";

/**
 * The French and English pages as they are sent (issue 34 §4, decision 061): dates with their
 * month named in full, British dates and 24-hour times in English, one storage unit per scale,
 * and no English sentence on a French page.
 */

/** The URL paths of the built pages of one language (French at the root, English under /en). */
function pagesOf(code: "fr" | "en"): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name === "index.html") {
        const urlPath =
          `/${path.relative(clientDir, dir).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
        const language = urlPath.startsWith("/en") ? "en" : urlPath.startsWith("/ar") ? "ar" : "fr";
        if (language === code) found.push(urlPath);
      }
    }
  };
  walk(clientDir);
  return found.sort();
}

/** A page's main text, with a space between elements (a view's cells are separate words). */
function mainText(urlPath: string): string {
  const main = builtMain(urlPath);
  const parts: string[] = [];
  const walker = main.ownerDocument.createTreeWalker(main, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? "");
  return parts.join(" ").replace(/\s+/g, " ");
}

/** Within a sentence, a few words around a match, to say where it is. */
const around = (text: string, index: number) => text.slice(Math.max(0, index - 30), index + 30);

function findAll(code: "fr" | "en", pattern: RegExp): string[] {
  return pagesOf(code).flatMap((urlPath) => {
    const text = mainText(urlPath);
    return [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))].map(
      (match) => `${urlPath}: …${around(text, match.index)}…`,
    );
  });
}

describeBuilt("French and English pages as sent", () => {
  it("finds the pages of both languages", () => {
    expect(pagesOf("fr").length).toBeGreaterThan(40);
    expect(pagesOf("en")).toHaveLength(pagesOf("fr").length);
    expect(textOf(builtMain("/"))).not.toBe("");
  });

  it('name months and weekdays in full in French: no "2 jui.", "janv." or "mar."', () => {
    const abbreviated =
      /(?<![\p{L}])(?:janv?|févr?|avr|juil?|sept|oct|nov|déc|lun|mar|mer|jeu|ven|sam|dim)\.(?=\s|$)/iu;
    expect(findAll("fr", abbreviated)).toEqual([]);
  });

  it('write English dates the British way: no "Jun", no "May 12", no 12-hour clock', () => {
    expect(findAll("en", /\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b/)).toEqual([]);
    const month = "(?:January|February|March|April|May|June|July|August|September|October|November|December)";
    // "On May 12", "· May 11", "Saturday May 16": a US date after the words that lead into one
    // (a figure after a month, "Visits in May 23", is a count, not a date).
    const lead = "(?:\\b(?:[Oo]n|until|since|by|from|[A-Z][a-z]+day)|·)";
    expect(findAll("en", new RegExp(`${lead} ${month} \\d{1,2}\\b(?![:\\d])`))).toEqual([]);
    expect(findAll("en", /\b\d{1,2}(?::\d{2})? ?(?:AM|PM|a\.m\.|p\.m\.)(?!\w)/)).toEqual([]);
  });

  it("write storage in one unit per scale: 1 To, never 1 000 Go", () => {
    expect(findAll("fr", /\b1[\s\u00a0\u202f]000 Go\b/)).toEqual([]);
    expect(findAll("en", /\b1,000 GB\b/)).toEqual([]);
    expect(mainText("/core/pricing")).toMatch(/\b1[\s\u00a0\u202f]To\b/);
    expect(mainText("/en/core/pricing")).toMatch(/\b1[\s\u00a0\u202f]TB\b/);
  });

  it("hold no English sentence from the English copy on a French page", () => {
    const french = new Map(copyMessages("fr").map(({ key, message }) => [key, message]));
    // Runs of five words or more of English copy that the French copy does not say the same way.
    const runs = copyMessages("en").flatMap(({ key, message }) =>
      textParts(message)
        .flatMap(({ start, end }) => message.slice(start, end).split("#"))
        .map((run) => run.trim())
        .filter((run) => run.split(/\s+/).length >= 5 && /\b(?:the|and|of|to|your|is|are|with)\b/.test(run))
        .filter((run) => !visibleText(french.get(key) ?? "").includes(run)),
    );
    expect(runs.length).toBeGreaterThan(500);
    const found = pagesOf("fr").flatMap((urlPath) => {
      const text = mainText(urlPath);
      return runs.filter((run) => text.includes(run)).map((run) => `${urlPath}: ${run}`);
    });
    expect(found).toEqual([]);
  });
});
