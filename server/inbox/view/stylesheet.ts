import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import base from "./inbox.css?raw";

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
