import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { trueTypeFor } from "../../../scripts/fonts/subset-arabic";
import { characters, latinCopyCharacters, OUTPUT, SOURCE } from "../../../scripts/fonts/subset-inter";
import { mappedCodePoints } from "./support/font-cmap";

const require = createRequire(import.meta.url);

describe("the Latin face the site ships (Inter, cut down)", () => {
  const font = readFileSync(OUTPUT);

  it("has every character of the copy that Inter has (else: npx tsx scripts/fonts/subset-inter.ts)", async () => {
    const inInter = mappedCodePoints(
      await trueTypeFor(readFileSync(require.resolve(SOURCE)), latinCopyCharacters()),
    );
    const wanted = [...latinCopyCharacters()].filter((c) => inInter.has(c.codePointAt(0) ?? 0));
    const mapped = mappedCodePoints(await trueTypeFor(font, characters()));
    const missing = wanted.filter((c) => !mapped.has(c.codePointAt(0) ?? 0));
    expect(wanted.length).toBeGreaterThan(60);
    expect(missing.map((c) => `U+${c.codePointAt(0)?.toString(16).toUpperCase()} ${c}`)).toEqual([]);
  });

  it("has all of Latin-1, for the names visitors type", async () => {
    const mapped = mappedCodePoints(await trueTypeFor(font, characters()));
    for (let c = 0xc0; c <= 0xff; c++)
      if (c !== 0xd7 && c !== 0xf7) expect(mapped.has(c), c.toString(16)).toBe(true);
  });

  it("weighs well under Inter's whole Latin file (48 KB)", () => {
    expect(font.length).toBeLessThan(32_000);
  });
});
