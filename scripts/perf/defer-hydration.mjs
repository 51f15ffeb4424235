// Starts a page's JavaScript after its first paint. React Router writes a modulepreload link per
// module in <head>, an inline module script that imports the route modules, and the page's data for
// hydration as inline scripts at the end of <body>. On a slow network those 130+ KB of modules start
// downloading with the stylesheet and the fonts and slow the first paint down (Lighthouse's
// simulation counts every request started before the first paint), and the data (about 6 KB
// compressed) makes the HTML of the larger pages overflow the first round trip of a new connection
// (about 14 KB). This rewrites each prerendered page so that its data is a file of its own beside
// the page, and the modules and the data are fetched, in parallel, just after the first frame is
// painted. The page is readable and its menus work before that (native popovers), and without
// scripts nothing changes.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
// Starting a download costs main-thread time: a handful per task keeps each task short.
const PRELOADS_PER_TASK = 5;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const stream = "window.__reactRouterContext.streamController";
const streamChunk =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const streamClose = "<script>window.__reactRouterContext.streamController.close();</script>";

/** The file beside a page that holds its data for hydration (`/core/demo/hydration.json`). */
export const HYDRATION_DATA = "hydration.json";

/**
 * @param {string} html a prerendered page
 * @param {string} dataUrl where the page's data for hydration will be served
 * @param {string} warmupUrl the worker that loads the language's Intl data (intl-warmup.js)
 * @returns {{ html: string, data?: string }} the page, and its data when it was taken out
 */
export function deferHydration(html, dataUrl, warmupUrl) {
  const preloads = [...html.matchAll(preloadLink)].map((m) => m[1]);
  const script = html.match(moduleScript);
  if (!script || preloads.length === 0) return { html };
  const chunks = [...html.matchAll(streamChunk)].map((m) => JSON.parse(m[1]));
  if (chunks.length === 0 || !html.includes(streamClose)) {
    throw new Error("React Router's hydration data changed shape; update scripts/perf/defer-hydration.mjs");
  }
  const code = script[1];
  const sideEffects = [...code.matchAll(/import "([^"]+)";/g)].map((m) => m[1]);
  const routes = [...code.matchAll(/import \* as (\w+) from "([^"]+)";/g)].map((m) => ({
    name: m[1],
    href: m[2],
  }));
  const rest = code
    .replace(/import "[^"]+";/g, "")
    .replace(/import \* as \w+ from "[^"]+";/g, "")
    .trim();
  const shape = /^(window\.__reactRouterRouteModules = [\s\S]*?;)\s*import\("([^"]+)"\);$/.exec(rest);
  if (!shape) {
    throw new Error(
      `React Router's module script changed shape; update scripts/perf/defer-hydration.mjs:\n${code}`,
    );
  }
  const [, registerRoutes, entry] = shape;
  // Each step is a task of its own, so that none of them blocks the page for long on a slow phone:
  // starting the downloads (a few links at a time), evaluating the page's modules, then React's
  // entry, which hydrates.
  const starter = [
    `var modules = ${JSON.stringify(preloads)};`,
    `var data;`,
    // A hidden tab paints nothing and throttles timers: there, every step runs at once.
    `var hidden = document.visibilityState === "hidden";`,
    `function next(step) { if (hidden) step(); else setTimeout(step, 0); }`,
    `function preload(from) {`,
    // First the Intl worker, then the data: the smallest download, needed as much as the modules.
    `  if (from === 0) {`,
    `    try { new Worker(${JSON.stringify(warmupUrl)}).postMessage(document.documentElement.lang); } catch (error) {}`,
    `    data = fetch(${JSON.stringify(dataUrl)}).then(function (response) {`,
    `      if (!response.ok) throw new Error("Hydration data: HTTP " + response.status);`,
    `      return response.text();`,
    `    });`,
    `  }`,
    `  for (var i = from; i < Math.min(from + ${PRELOADS_PER_TASK}, modules.length); i++) {`,
    `    var link = document.createElement("link");`,
    `    link.rel = "modulepreload";`,
    `    link.href = modules[i];`,
    `    document.head.appendChild(link);`,
    `  }`,
    `  next(from + ${PRELOADS_PER_TASK} < modules.length ? function () { preload(from + ${PRELOADS_PER_TASK}); } : load);`,
    `}`,
    `function load() {`,
    // Without its data or a module the page is not hydrated, and stays what it is without scripts.
    `  Promise.all([data, ${[...sideEffects, ...routes.map((r) => r.href)].map((h) => `import(${JSON.stringify(h)})`).join(", ")}]).then(function (loaded) {`,
    ...routes.map((r, i) => `    var ${r.name} = loaded[${1 + sideEffects.length + i}];`),
    `    ${registerRoutes.replace(/\n\s*/g, "\n    ")}`,
    `    ${stream}.enqueue(loaded[0]);`,
    `    ${stream}.close();`,
    `    next(function () { import(${JSON.stringify(entry)}); });`,
    `  });`,
    `}`,
    // rAF runs just before the first frame is painted, the timeout just after it.
    `if (hidden) preload(0);`,
    `else requestAnimationFrame(function () { setTimeout(function () { preload(0); }, 0); });`,
  ].join("\n");
  return {
    html: html
      .replace(preloadLink, "")
      .replace(streamChunk, "")
      .replace(streamClose, "")
      .replace(moduleScript, () => `<script type="module" async="">${starter}</script>`),
    data: chunks.join(""),
  };
}

/**
 * Rewrites the built pages in place, writing each page's data beside it, and the Intl worker
 * among the hashed assets.
 * @param {string} root the built site (build/client)
 * @param {string[]} files the pages' HTML files, relative to root
 */
export async function deferHydrationIn(root, files) {
  const warmup = await readFile(new URL("./intl-warmup.js", import.meta.url));
  const warmupUrl = `/assets/intl-warmup-${createHash("sha256").update(warmup).digest("base64url").slice(0, 8)}.js`;
  await writeFile(path.join(root, warmupUrl), warmup);
  for (const file of files) {
    const folder = path.posix.dirname(file.split(path.sep).join("/"));
    const dataUrl = `/${folder === "." ? "" : `${folder}/`}${HYDRATION_DATA}`;
    const { html, data } = deferHydration(await readFile(path.join(root, file), "utf8"), dataUrl, warmupUrl);
    await writeFile(path.join(root, file), html);
    if (data !== undefined) await writeFile(path.join(root, dataUrl), data);
  }
}
