import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { featureSlugs } from "#core/content/features";
import { localeCodes } from "#core/i18n/locales";

/**
 * docs/architecture.md says what adding a language or a feature takes. These checks hold the code
 * to it: a list of languages or of features written out anywhere else would be one more place to
 * change, which the docs do not name.
 */
const doc = readFileSync("docs/architecture.md", "utf8");

function section(title: string): string {
  const start = doc.indexOf(`### ${title}`);
  expect(start, `docs/architecture.md has a "${title}" section`).toBeGreaterThan(-1);
  const end = doc.indexOf("\n#", start + 4);
  return doc.slice(start, end === -1 ? undefined : end);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(tsx?|m?js|css)$/.test(entry.name) ? [full] : [];
  });
}

/** The code of each source file, its comments left out (they may name examples). */
const code = ["app", "core", "server", "scripts"].flatMap(sources).map((file) => ({
  file,
  text: readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, ""),
}));

/** Files in which `pattern` occurs, other than `allowed`. */
function filesWith(pattern: RegExp, allowed: (file: string) => boolean): string[] {
  return code.filter(({ file, text }) => !allowed(file) && pattern.test(text)).map(({ file }) => file);
}

describe("docs/architecture.md, Adding things", () => {
  it("names files that exist", () => {
    for (const title of ["Adding a language", "Adding a feature", "Adding a page"]) {
      const named = [...section(title).matchAll(/`((?:app|core|server|locales|tests)\/[^`<*]+?)`/g)];
      expect(named.length).toBeGreaterThan(0);
      for (const [, file] of named) expect(existsSync(file as string), `${title}: ${file}`).toBe(true);
    }
  });

  it("a language: no code but the registry lists the languages", () => {
    const quoted = new RegExp(`["'\`](${localeCodes.join("|")})["'\`]`);
    expect(filesWith(quoted, (file) => file === "core/i18n/locales.ts")).toEqual([]);
    // Style rules follow the script a language is written in, never its code.
    expect(filesWith(/\[lang[~|^]?=/, () => false)).toEqual([]);
  });

  it("a feature: no code but the content names a feature", () => {
    const quoted = new RegExp(`["'\`](${featureSlugs.join("|")})["'\`]`);
    expect(filesWith(quoted, (file) => file.startsWith("core/content/"))).toEqual([]);
  });
});
