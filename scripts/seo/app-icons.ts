// The icons a phone or browser asks for (favicon, apple-touch-icon, 192, 512, maskable) and the web
// manifest, drawn from public/favicon.svg so the mark has one source.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import optimise, { init as initOxipng } from "@jsquash/oxipng/optimise.js";
import { Resvg } from "@resvg/resvg-js";
import { defaultLocale } from "#core/i18n/locales";

// The light theme's canvas and brand colours (app/app.css).
const canvas = "#faf8f4";
const brand = "#0b6b61";

/** The favicon's drawing, without its <svg> wrapper, on a 32-unit grid. */
async function markShapes() {
  const svg = await readFile("public/favicon.svg", "utf8");
  return svg.replace(/^[\s\S]*?<svg\b[^>]*>/, "").replace(/<\/svg>\s*$/, "");
}

/** The mark centred on a square, filling `scale` of its side, over an optional background. */
function iconSvg(shapes: string, size: number, scale: number, background: string | undefined): string {
  const offset = (32 * (1 - scale)) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">`,
    background ? `<rect width="32" height="32" fill="${background}"/>` : "",
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${shapes}</g>`,
    `</svg>`,
  ].join("");
}

type Icon = { file: string; size: number; scale: number; background: string | undefined; purpose?: string };

const icons: Icon[] = [
  // The tab's icon. A PNG, not the SVG: a browser draws an SVG favicon by building a whole SVG
  // document on the page's main thread (25–40 ms on the benchmark's machine, after the first paint).
  { file: "favicon-48.png", size: 48, scale: 1, background: undefined },
  // iOS draws its own rounded corners over an opaque square.
  { file: "apple-touch-icon.png", size: 180, scale: 0.78, background: canvas },
  { file: "icon-192.png", size: 192, scale: 1, background: undefined },
  { file: "icon-512.png", size: 512, scale: 1, background: undefined },
  // Maskable: the platform may crop to a circle of 80 % of the side; the mark stays inside it.
  { file: "icon-maskable-512.png", size: 512, scale: 0.62, background: canvas, purpose: "maskable" },
];

/**
 * PNG icons only: a browser that reads the manifest picks an SVG icon first when there is one, and
 * draws it by building an SVG document on the page's main thread, after the page has loaded.
 */
export function manifest() {
  return {
    name: "Urbis",
    short_name: "Urbis",
    lang: defaultLocale.code,
    dir: defaultLocale.dir,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: canvas,
    theme_color: brand,
    icons: [
      ...icons
        // The sizes a manifest asks for: 192 px and up.
        .filter((icon) => icon.size >= 192)
        .map((icon) => ({
          src: `/icons/${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: "image/png",
          ...(icon.purpose ? { purpose: icon.purpose } : {}),
        })),
    ],
  };
}

/**
 * The PNG recompressed losslessly (the mark has a few dozen colours, so a palette): a browser fetches
 * the favicon and a manifest icon with every first visit, beside the page's fonts.
 */
async function smallest(png: Buffer): Promise<Buffer> {
  const bytes = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer;
  return Buffer.from(await optimise(bytes, { level: 3 }));
}

export async function writeAppIcons(root: string): Promise<number> {
  const shapes = await markShapes();
  const wasm = createRequire(import.meta.url).resolve("@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm");
  await initOxipng(await WebAssembly.compile(await readFile(wasm)));
  await mkdir(path.join(root, "icons"), { recursive: true });
  for (const icon of icons) {
    const png = new Resvg(iconSvg(shapes, icon.size, icon.scale, icon.background)).render().asPng();
    await writeFile(path.join(root, "icons", icon.file), await smallest(png));
  }
  await writeFile(path.join(root, "manifest.webmanifest"), `${JSON.stringify(manifest(), null, 2)}\n`);
  return icons.length;
}
