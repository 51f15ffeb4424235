import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository is self-contained: what its code, tests and docs cite is in the repository (the
 * product is docs/product.md, the words docs/glossary.md, the choices docs/decisions/). No tracked
 * file may name the notes that once sat beside it, nor a path into the folder that held them: a
 * person who clones the repository has neither. The names are assembled here so that this file
 * does not name them itself.
 */
const root = path.resolve(import.meta.dirname, "../..");
const outsideNotes = ["SPEC", "DESIGN", "TOOLCHAIN", "CONTENT", "STYLE"].map((name) => `${name}.md`);
const outsideFolder = ["..", "shared"].join("/");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const forbidden = new RegExp(
  [...outsideNotes.map((note) => `(?<![\\w.-])${escape(note)}`), escape(outsideFolder)].join("|"),
  "g",
);

/** Every tracked file, as git lists it, but the installed packages. */
function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 16 << 20 })
    .split("\0")
    .filter((file) => file && !file.split("/").includes("node_modules"));
}

/** A file with a NUL byte in its first 8 KB is binary (git's own test): fonts, images. */
function readText(file: string): string | undefined {
  const bytes = readFileSync(path.join(root, file));
  return bytes.subarray(0, 8192).includes(0) ? undefined : bytes.toString("utf8");
}

describe("the repository", () => {
  it("catches a citation of an outside note or folder", () => {
    const sample = `see ${outsideNotes[0]} §2, ${outsideNotes[3]}, and ${outsideFolder}/hooks`;
    expect(sample.match(forbidden)).toEqual([outsideNotes[0], outsideNotes[3], outsideFolder]);
    expect("docs/product.md §2, README.md, MY-DESIGN.md".match(forbidden)).toBeNull();
  });

  it("cites no file outside itself", () => {
    const files = trackedFiles();
    expect(files).toContain("docs/product.md");
    const citations: string[] = [];
    for (const file of files) {
      const text = readText(file);
      if (text === undefined) continue;
      text.split("\n").forEach((line, index) => {
        for (const match of line.matchAll(forbidden)) citations.push(`${file}:${index + 1}: ${match[0]}`);
      });
    }
    expect(citations, "cite docs/product.md, docs/glossary.md or a decision instead").toEqual([]);
  });
});
