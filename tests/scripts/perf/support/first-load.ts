import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { starterPageOf } from "../../../../scripts/perf/starter-script";
import { attributes, decodeEntities, tags } from "../../../../scripts/seo/html";

/** gzip size of a built file: its .gz twin (what the service sends), else compressed here. */
export function gzipSize(root: string, urlPath: string): number {
  const file = path.join(root, urlPath);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The JavaScript and CSS a page loads before it is interactive: what its HTML names. */
export function firstLoad(html: string) {
  const preloads = tags(html, "link")
    .filter((l) => l.rel === "modulepreload")
    .map((l) => l.href ?? "");
  // What the page starts after its first paint (app/boot/starter.ts): its modules, the Intl worker,
  // and its data for hydration, fetched beside them.
  const starter = starterPageOf(html);
  const imported = starter ? [...starter.modules, ...starter.order, starter.entry, starter.warmup] : [];
  const scripts = tags(html, "script")
    .map((s) => s.src)
    .filter((src): src is string => Boolean(src));
  const styles = tags(html, "link")
    .filter((l) => l.rel === "stylesheet")
    .map((l) => l.href ?? "");
  return {
    js: [...new Set([...preloads, ...imported, ...scripts])],
    css: [...new Set(styles)],
    data: starter ? [starter.data] : [],
  };
}

type Face = { family: string; url: string; ranges: [number, number][] };

/** The @font-face rules of a stylesheet: family, file and the characters each serves. */
export function fontFaces(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap((match) => {
    const body = match[1] ?? "";
    const family = body.match(/font-family:\s*["']?([^;"']+)["']?/)?.[1]?.trim();
    const url = body.match(/url\(["']?([^)"']+)["']?\)/)?.[1];
    if (!family || !url) return [];
    const rangeText = body.match(/unicode-range:\s*([^;]+)/)?.[1];
    const ranges: [number, number][] = rangeText
      ? rangeText.split(",").map((part) => {
          const [from = "0", to] = part.trim().replace(/^U\+/i, "").split("-");
          const start = parseInt(from.replace(/\?/g, "0"), 16);
          const end = to ? parseInt(to, 16) : parseInt(from.replace(/\?/g, "f"), 16);
          return [start, end];
        })
      : [[0, 0x10ffff]];
    return [{ family, url, ranges }];
  });
}

/** The visible text of a page's body (what its fonts have to draw). */
export function bodyText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return decodeEntities(body.replace(/<script\b[\s\S]*?<\/script>/gi, " ").replace(/<[^>]+>/g, " "));
}

/**
 * The font files a page downloads: for each character, the first family of the page's stack with
 * a face whose unicode-range holds it (as browsers pick faces).
 */
export function fontsUsed(text: string, faces: Face[], stack: string[]): string[] {
  const used = new Set<string>();
  for (const char of new Set(text.replace(/\s/g, ""))) {
    const code = char.codePointAt(0) ?? 0;
    for (const family of stack) {
      const face = faces.find(
        (f) => f.family === family && f.ranges.some(([a, b]) => code >= a && code <= b),
      );
      if (face) {
        used.add(face.url);
        break;
      }
    }
  }
  return [...used];
}

export { attributes };
