import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import colours from "#core/theme/colours.css?raw";
import own from "./inbox.css?raw";
import audience from "../audience/audience.css?raw";

/**
 * The site's colours as the inbox applies them: the dark set when the system prefers dark, since
 * the inbox has no script to set the site's data-theme.
 */
export function inboxColours(css: string = colours): string {
  const dark = ':root[data-theme="dark"]';
  const start = css.indexOf(dark);
  if (start === -1) throw new Error(`core/theme/colours.css has no ${dark} rule`);
  const end = css.indexOf("}", start) + 1;
  const rule = css.slice(start, end).replace(dark, ":root");
  return `${css.slice(0, start)}@media (prefers-color-scheme: dark) {\n${rule}\n}${css.slice(end)}`;
}

const base = `${inboxColours()}\n${own}\n${audience}`;

/**
 * The inbox's stylesheet: its own rules, plus the site's self-hosted Inter and Noto Sans Arabic
 * (their @font-face rules copied from the built site's CSS, which names the hashed font files).
 * Without a built site it falls back to system fonts.
 */
function siteFontFaces(siteDir: string): string[] {
  const assets = path.join(siteDir, "assets");
  let names: string[];
  try {
    names = readdirSync(assets).filter((name) => name.endsWith(".css"));
  } catch {
    return [];
  }
  const faces = new Set<string>();
  for (const name of names) {
    const css = readFileSync(path.join(assets, name), "utf8");
    for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
      if (/Inter Variable|Noto Sans Arabic Variable/.test(face)) faces.add(face);
    }
  }
  return [...faces];
}

export function inboxStylesheet(siteDir: string): string {
  const faces = siteFontFaces(siteDir);
  if (faces.length === 0) return base;
  const families = ':root{--font-latin:"Inter Variable";--font-arabic:"Noto Sans Arabic Variable"}';
  return [...faces, families, base].join("\n");
}
