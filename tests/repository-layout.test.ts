import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Tests mirror the sources (docs/architecture.md): the test of `server/inbox/auth/password.ts` is
 * `tests/server/inbox/auth/password.test.ts`, and a test of a folder's behaviour sits in that
 * folder's mirror. Helpers live in a `support/` folder beside the tests that use them.
 */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const testFiles = filesUnder("tests").map((file) => path.relative("tests", file));

describe("the tests' layout", () => {
  it("puts every test in the mirror of a source folder", () => {
    const orphans = testFiles
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => path.dirname(file))
      .filter((dir) => dir !== "." && !statSync(dir, { throwIfNoEntry: false })?.isDirectory());
    expect([...new Set(orphans)]).toEqual([]);
  });

  it("keeps every helper in a support folder", () => {
    const loose = testFiles.filter(
      (file) => !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes("support"),
    );
    expect(loose).toEqual([]);
  });
});
