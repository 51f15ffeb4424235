// The share image of every page (Open Graph / X card): 1200×630 PNG with the page's title in its
// language, drawn with the site's own fonts. Each page's HTML names its image (og:image); this
// draws exactly those, so it follows whatever pages and languages the build has.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import subsetFont from "subset-font";
import type { BuiltPage } from "./built-pages";
import { tokenize, visualOrder, wrap, type Token } from "./text-layout";

const require = createRequire(import.meta.url);
const W = 1200;
const H = 630;
const MARGIN = 88;
const colours = {
  canvas: "#faf8f4",
  ink: "#14201f",
  muted: "#4d5b59",
  brand: "#0b6b61",
  soft: "#ddefeb",
  accent: "#a6461d",
};
const fonts: Record<Token["font"], { family: string; file: string; space: number }> = {
  latin: {
    family: "Inter",
    file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    space: 0.3,
  },
  arabic: {
    family: "Noto Sans Arabic",
    file: "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
    space: 0.28,
  },
};
const CACHE = "node_modules/.cache/urbis-share-images";

const xmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => xmlEntities[c] ?? c);

/** The rasteriser's font settings: the two faces, cut down to the titles' characters. */
type FontOptions = { fontFiles: string[]; loadSystemFonts: boolean; defaultFontFamily: string };
/** Width and left bearing of a token at 100 px. */
type Measure = (token: Pick<Token, "text" | "font">) => { x: number; width: number };

/** The brand is on the image already: `Annonces — Urbis` shows as `Annonces`. */
export function imageTitle(title: string, brand = "Urbis"): string {
  const parts = title.split(/\s+[—–|·:-]\s+/);
  const rest = parts.filter((part) => part.trim() !== brand);
  return (rest.length ? rest : parts).join(" — ");
}

/** Bold instances of the two faces, cut down to the characters the titles use. */
async function prepareFonts(text: string, dir: string): Promise<FontOptions> {
  const files: string[] = [];
  for (const [name, font] of Object.entries(fonts)) {
    const source = await readFile(require.resolve(font.file));
    const ttf = await subsetFont(source, text, { targetFormat: "truetype", variationAxes: { wght: 700 } });
    const file = path.join(dir, `${name}.ttf`);
    files.push(file);
    await writeFile(file, ttf);
  }
  return { fontFiles: files, loadSystemFonts: false, defaultFontFamily: fonts.latin.family };
}

/** Width and left bearing of a token at 100 px, as the rasteriser draws it. */
function measurer(fontOptions: FontOptions): Measure {
  const cache = new Map<string, { x: number; width: number }>();
  return (token) => {
    const key = `${token.font}|${token.text}`;
    let size = cache.get(key);
    if (!size) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="300"><text x="0" y="200" font-family="${fonts[token.font].family}" font-size="100" font-weight="700">${escapeXml(token.text)}</text></svg>`;
      const box = new Resvg(svg, { font: fontOptions }).getBBox();
      size = box ? { x: box.x, width: box.width } : { x: 0, width: 0 };
      cache.set(key, size);
    }
    return size;
  };
}

function logo(x: number, y: number, size: number): string {
  const s = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="6" y="6" width="20" height="20" rx="3" fill="${colours.brand}"/><rect x="6" y="6" width="20" height="20" rx="3" fill="${colours.brand}" transform="rotate(45 16 16)"/><circle cx="16" cy="16" r="5" fill="${colours.canvas}"/><circle cx="16" cy="16" r="2.2" fill="${colours.accent}"/></g>`;
}

/** The title in as few lines as fit, shrinking the type for long titles. */
function layoutTitle(title: string, rtl: boolean, measure: Measure) {
  const tokens = tokenize(title);
  const maxWidth = W - 2 * MARGIN;
  for (const size of [72, 64, 56, 48, 42]) {
    const scale = size / 100;
    const width = (token: Token) => measure(token).width * scale;
    const space = size * fonts[rtl ? "arabic" : "latin"].space;
    const lines = wrap(tokens, width, space, maxWidth);
    if (lines.length <= 3 || size === 42) return { lines, size, width, space };
  }
  throw new Error("unreachable");
}

export function shareImageSvg(page: { title: string; dir: string; host: string }, measure: Measure): string {
  const rtl = page.dir === "rtl";
  const paragraph = rtl ? "R" : "L";
  const { lines, size, width, space } = layoutTitle(imageTitle(page.title), rtl, measure);
  const lineHeight = size * (rtl ? 1.5 : 1.2);
  const blockHeight = lineHeight * (lines.length - 1) + size;
  const top = 200 + (300 - blockHeight) / 2;
  const text = lines.flatMap((line, index) => {
    const visual = visualOrder(line, paragraph);
    const gaps = visual.map((token, i) => (i && visual[i - 1]?.word !== token.word ? space : 0));
    const lineWidth = visual.reduce((sum, token, i) => sum + width(token) + (gaps[i] ?? 0), 0);
    let x = rtl ? W - MARGIN - lineWidth : MARGIN;
    const baseline = top + size * 0.9 + index * lineHeight;
    return visual.map((token, i) => {
      x += gaps[i] ?? 0;
      const left = x - measure(token).x * (size / 100);
      x += width(token);
      return `<text x="${left.toFixed(1)}" y="${baseline.toFixed(1)}" font-family="${fonts[token.font].family}" font-size="${size}" font-weight="700" fill="${colours.ink}">${escapeXml(token.text)}</text>`;
    });
  });
  const brandWidth = measure({ text: "Urbis", font: "latin" }).width * 0.44;
  const logoX = rtl ? W - MARGIN - 56 - 14 - brandWidth : MARGIN;
  const hostWidth = measure({ text: page.host, font: "latin" }).width * 0.3;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<rect width="${W}" height="${H}" fill="${colours.canvas}"/>`,
    // The mark, large and pale, on the side where lines end.
    `<g opacity="0.55">${logo(rtl ? -170 : W - 330, 250, 500)
      .replaceAll(colours.brand, colours.soft)
      .replace(colours.accent, colours.soft)}</g>`,
    logo(logoX, 76, 56),
    `<text x="${logoX + 56 + 14}" y="120" font-family="Inter" font-size="44" font-weight="700" fill="${colours.ink}">Urbis</text>`,
    ...text,
    `<rect x="${rtl ? W - MARGIN - 96 : MARGIN}" y="${H - 104}" width="96" height="8" rx="4" fill="${colours.accent}"/>`,
    `<text x="${rtl ? W - MARGIN - hostWidth : MARGIN}" y="${H - 56}" font-family="Inter" font-size="30" font-weight="700" fill="${colours.muted}">${escapeXml(page.host)}</text>`,
    `<rect y="${H - 16}" width="${W}" height="16" fill="${colours.brand}"/>`,
    `</svg>`,
  ].join("");
}

export async function writeShareImages(root: string, pages: BuiltPage[]): Promise<number> {
  const targets = pages.flatMap((page) => {
    const image = page.meta["og:image"];
    if (!image) return [];
    const url = new URL(image);
    return [{ title: page.title, dir: page.dir, host: url.host, file: path.join(root, url.pathname) }];
  });
  if (targets.length === 0) return 0;
  const text = `Urbis ${targets.map((t) => `${imageTitle(t.title)} ${t.host}`).join(" ")}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), "urbis-share-fonts-"));
  try {
    const fontOptions = await prepareFonts(text, dir);
    const measure = measurer(fontOptions);
    const versions = Object.values(fonts)
      .map((f) => (require(`${f.file.split("/files/")[0]}/package.json`) as { version: string }).version)
      .join();
    await mkdir(CACHE, { recursive: true });
    for (const target of targets) {
      const svg = shareImageSvg(target, measure);
      const cached = path.join(
        CACHE,
        `${createHash("sha1")
          .update(versions + svg)
          .digest("hex")}.png`,
      );
      const png = existsSync(cached)
        ? await readFile(cached)
        : new Resvg(svg, { font: fontOptions }).render().asPng();
      if (!existsSync(cached)) await writeFile(cached, png);
      await mkdir(path.dirname(target.file), { recursive: true });
      await writeFile(target.file, png);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return targets.length;
}
