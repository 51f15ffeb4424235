// Cuts the Arabic face down to what Arabic pages can show: the letters, marks and punctuation of
// Modern Standard Arabic (and the g/v letters of Moroccan names), plus every Arabic character of
// the copy in locales/ar. All weights stay (it is a variable font). 166 KB becomes about 30 KB.
//
// Run after adding Arabic copy with new characters (a test fails until then):
//   npx tsx scripts/fonts/subset-arabic.ts
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
export const SOURCE = "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2";
export const OUTPUT = "app/fonts/noto-sans-arabic-subset.woff2";

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/** Arabic-script characters: what the face is for (Latin text goes to Inter). */
export const arabicScript = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

/** Every Arabic-script character of the Arabic copy. */
export function copyCharacters(dir = "locales/ar"): string {
  const text = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => readFileSync(`${dir}/${file}`, "utf8"))
    .join("");
  return [...new Set([...text].filter((c) => arabicScript.test(c)))].sort().join("");
}

export function characters(): string {
  const base =
    "\u060c\u061b\u061f\u066a\u066b\u066c" + // ، ؛ ؟ ٪ ٫ ٬
    range(0x0621, 0x063a) + // hamza … ghain
    range(0x0640, 0x0652) + // tatweel, fa … sukun, the harakat
    "\u0670\u06a4\u06af\u0763" + // superscript alef; ڤ گ ݣ (Moroccan names)
    "\u200c\u200d"; // zero-width non-joiner and joiner
  return [...new Set(base + copyCharacters())].sort().join("");
}

/** The font as TrueType, limited to `text`: what a test needs to read which characters it maps. */
export function trueTypeFor(font: Buffer, text: string): Promise<Buffer> {
  return subsetFont(font, text, { targetFormat: "truetype" });
}

export async function subsetArabic(): Promise<Buffer> {
  const source = readFileSync(require.resolve(SOURCE));
  return subsetFont(source, characters(), { targetFormat: "woff2" });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await subsetArabic();
  writeFileSync(OUTPUT, font);
  console.log(`${OUTPUT}: ${characters().length} characters, ${font.length} bytes`);
}
