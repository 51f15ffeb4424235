import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { copyCharacters, OUTPUT, trueTypeFor } from "../../../scripts/fonts/subset-arabic";
import { mappedCodePoints } from "./support/font-cmap";

describe("the Arabic face the site ships", () => {
  const font = readFileSync(OUTPUT);

  it("has every Arabic character of the Arabic copy (else: npx tsx scripts/fonts/subset-arabic.ts)", async () => {
    const wanted: string = copyCharacters();
    const ttf: Buffer = await trueTypeFor(font, wanted);
    const mapped = mappedCodePoints(ttf);
    const missing = [...wanted].filter((c) => !mapped.has(c.codePointAt(0) ?? 0));
    expect(wanted.length).toBeGreaterThan(20);
    expect(missing.map((c) => `U+${c.codePointAt(0)?.toString(16).toUpperCase()} ${c}`)).toEqual([]);
  });

  it("stays a small fraction of the full Arabic subset (166 KB)", () => {
    expect(font.length).toBeLessThan(40_000);
  });
});
