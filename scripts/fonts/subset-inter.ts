// Cuts Inter's Latin file down to what the site writes: Latin-1 (French, English, and any name a
// visitor types in those alphabets), the typographic punctuation of the copy, and the weights the
// pages use (400 to 800; it stays a variable font). 48 KB becomes about 29 KB — on every page.
// Characters beyond it (Latin Extended: ł, ş, ő…) come from Inter's own latin-ext file, which the
// browser fetches only for a page that has one (app/app.css).
//
// Run after adding copy with a character outside RANGES (a test fails until then):
//   npx tsx scripts/fonts/subset-inter.ts
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
export const SOURCE = "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
export const OUTPUT = "app/fonts/inter-latin-subset.woff2";
export const WEIGHTS = { min: 400, max: 800 };

/** What the face holds; app/app.css gives the same list as its unicode-range. */
export const RANGES: [from: number, to: number][] = [
  [0x0020, 0x007e], // ASCII
  [0x00a0, 0x00ff], // Latin-1: accents, « », no-break space, €-less currency, ×
  [0x0152, 0x0153], // Œ œ
  [0x2010, 0x2027], // dashes, quotes ‘ ’ “ ” „, bullet, ellipsis
  [0x202f, 0x202f], // narrow no-break space (French before ; : ! ? and in numbers)
  [0x2030, 0x203a], // ‰ ′ ″ ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // minus (Inter's Latin file has no arrows: → comes from the system's face)
];

export function characters(): string {
  return RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join("");
}

/** Every character of the copy, in every language, that is not Arabic script or a control. */
export function latinCopyCharacters(dir = "locales"): string {
  const text = readdirSync(dir, { recursive: true })
    .filter((file) => String(file).endsWith(".json"))
    .map((file) => readFileSync(`${dir}/${file}`, "utf8"))
    .join("");
  // Arabic script, and the invisible direction marks and isolates (they draw nothing).
  const arabicScript =
    /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff\u200c-\u200f\u2066-\u2069]/u;
  return [...new Set([...text].filter((c) => c >= " " && !arabicScript.test(c)))].sort().join("");
}

export async function subsetInter(): Promise<Buffer> {
  const source = readFileSync(require.resolve(SOURCE));
  return subsetFont(source, characters(), { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await subsetInter();
  writeFileSync(OUTPUT, font);
  console.log(
    `${OUTPUT}: ${characters().length} characters, weights ${WEIGHTS.min}–${WEIGHTS.max}, ${font.length} bytes`,
  );
}
