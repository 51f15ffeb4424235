// Starts a page's JavaScript after its first paint. React Router writes a modulepreload link per
// module in <head>, an inline module script that imports the route modules, and the page's data for
// hydration as inline scripts at the end of <body>. On a slow network those 130+ KB of modules start
// downloading with the stylesheet and the fonts and slow the first paint down (Lighthouse's
// simulation counts every request started before the first paint), and the data (about 6 KB
// compressed) makes the HTML of the larger pages overflow the first round trip of a new connection
// (about 14 KB). This rewrites each prerendered page so that its data is a file of its own beside
// the page, and the modules and the data are fetched, in parallel, once the first paint is on the
// screen. The page is readable and its menus work before that (native popovers), and without
// scripts nothing changes.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { init, parse } from "es-module-lexer";

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
// Each step of the starter works until this much time (ms) has passed, then lets the browser run
// (paint, input) before the next: on a phone four times slower, a step stays well under the 50 ms
// that makes a task "long".
const TASK_BUDGET_MS = 4;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const stream = "window.__reactRouterContext.streamController";
const streamChunk =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const streamClose = "<script>window.__reactRouterContext.streamController.close();</script>";

/** The file beside a page that holds its data for hydration (`/core/demo/hydration.json`). */
export const HYDRATION_DATA = "hydration.json";

/**
 * The modules a page evaluates, each after the modules it imports, so that importing them one by
 * one evaluates one module at a time (a module's import evaluates everything it depends on at once).
 * @param roots the modules the page imports
 * @param importsOf a module's static imports
 */
export function evaluationOrder(roots: string[], importsOf: (href: string) => string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    importsOf(href).forEach(visit);
    order.push(href);
  };
  roots.forEach(visit);
  return order;
}

/**
 * @param html a prerendered page
 * @param dataUrl where the page's data for hydration will be served
 * @param warmupUrl the worker that loads the language's Intl data (intl-warmup.js)
 * @param importsOf a module's static imports (none if not given)
 * @returns the page, and its data when it was taken out
 */
export function deferHydration(
  html: string,
  dataUrl: string,
  warmupUrl: string,
  importsOf: (href: string) => string[] = () => [],
): { html: string; data?: string } {
  const preloads = [...html.matchAll(preloadLink)].map((m) => m[1] ?? "");
  const script = html.match(moduleScript);
  if (!script || preloads.length === 0) return { html };
  const chunks = [...html.matchAll(streamChunk)].map((m) => JSON.parse(m[1] ?? "") as string);
  if (chunks.length === 0 || !html.includes(streamClose)) {
    throw new Error("React Router's hydration data changed shape; update scripts/perf/defer-hydration.ts");
  }
  const code = script[1] ?? "";
  const sideEffects = [...code.matchAll(/import "([^"]+)";/g)].map((m) => m[1] ?? "");
  const routes = [...code.matchAll(/import \* as (\w+) from "([^"]+)";/g)].map((m) => ({
    name: m[1] ?? "",
    href: m[2] ?? "",
  }));
  const rest = code
    .replace(/import "[^"]+";/g, "")
    .replace(/import \* as \w+ from "[^"]+";/g, "")
    .trim();
  const shape = /^(window\.__reactRouterRouteModules = [\s\S]*?;)\s*import\("([^"]+)"\);$/.exec(rest);
  if (!shape) {
    throw new Error(
      `React Router's module script changed shape; update scripts/perf/defer-hydration.ts:\n${code}`,
    );
  }
  const [, registerRoutes = "", entry = ""] = shape;
  // React's entry comes last, on its own: it starts hydration, which needs the routes registered.
  const order = evaluationOrder(
    [...sideEffects, ...routes.map((r) => r.href), ...importsOf(entry)],
    importsOf,
  ).filter((href) => href !== entry);
  // Each step is a task of its own, so that none of them blocks the page for long on a slow phone:
  // starting the downloads, evaluating the modules one at a time, then React's entry, which
  // hydrates. A step works for TASK_BUDGET_MS at most, then lets the browser paint and answer input.
  const starter = [
    `var modules = ${JSON.stringify(preloads)};`,
    `var order = ${JSON.stringify(order)};`,
    `var data, loaded = {};`,
    // A hidden tab paints nothing and throttles timers: there, every step runs at once. Elsewhere
    // the next step is a message, which (unlike a timer) is never delayed by nesting.
    `var hidden = document.visibilityState === "hidden";`,
    `var channel = new MessageChannel(), queued;`,
    `channel.port1.onmessage = function () { var step = queued; queued = null; step(); };`,
    `function next(step) { if (hidden) step(); else { queued = step; channel.port2.postMessage(0); } }`,
    `function spent(since) { return performance.now() - since > ${TASK_BUDGET_MS}; }`,
    // Chores that take a task each, between the first downloads and the modules' evaluation:
    // starting a worker costs the main thread 5 to 20 ms here, which would make a long task of the
    // first step on a slow phone.
    `var chores = [`,
    // The worker that loads the language's Intl data, off the main thread.
    `  function () { try { new Worker(${JSON.stringify(warmupUrl)}).postMessage(document.documentElement.lang); } catch (error) {} },`,
    // React Router reads sessionStorage as it creates its router, in hydration's longest piece; a
    // page's first read waits for the browser to load the storage (0.5 to 6 ms here): done before.
    `  function () { try { window.sessionStorage.length; } catch (error) {} }`,
    `];`,
    `function afterChores(step) {`,
    `  return chores.length ? function () { chores.shift()(); next(afterChores(step)); } : step;`,
    `}`,
    `function preload(from) {`,
    `  var started = performance.now(), i = from;`,
    // First the data: the smallest download, needed as much as the modules.
    `  if (from === 0) {`,
    `    data = fetch(${JSON.stringify(dataUrl)}).then(function (response) {`,
    `      if (!response.ok) throw new Error("Hydration data: HTTP " + response.status);`,
    `      return response.text();`,
    `    });`,
    `  }`,
    `  do {`,
    `    var link = document.createElement("link");`,
    `    link.rel = "modulepreload";`,
    `    link.href = modules[i++];`,
    `    document.head.appendChild(link);`,
    `  } while (i < modules.length && !spent(started));`,
    `  next(afterChores(i < modules.length ? function () { preload(i); } : function () { evaluate(0); }));`,
    `}`,
    // Without its data or a module the page is not hydrated, and stays what it is without scripts.
    `function evaluate(from) {`,
    `  var started = performance.now(), i = from;`,
    `  (function step() {`,
    `    if (i === order.length) return data.then(start);`,
    `    var href = order[i++];`,
    `    import(href).then(function (module) {`,
    `      loaded[href] = module;`,
    `      if (spent(started)) next(function () { evaluate(i); });`,
    `      else step();`,
    `    });`,
    `  })();`,
    `}`,
    `function start(text) {`,
    ...routes.map((r) => `  var ${r.name} = loaded[${JSON.stringify(r.href)}];`),
    `  ${registerRoutes.replace(/\n\s*/g, "\n  ")}`,
    `  ${stream}.enqueue(text);`,
    `  ${stream}.close();`,
    `  next(function () { import(${JSON.stringify(entry)}); });`,
    `}`,
    // The downloads start once the first contentful paint is on the screen: its entry is recorded
    // when the frame is presented, which on a slow phone comes well after the page's main thread has
    // produced it (rasterising and compositing take their time). A browser without paint timing
    // waits for its first frame: rAF runs just before it is produced, the timeout just after.
    `function afterFirstPaint(start) {`,
    `  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;`,
    `  if (!types || types.indexOf("paint") < 0) {`,
    `    requestAnimationFrame(function () { setTimeout(start, 0); });`,
    `    return;`,
    `  }`,
    `  new PerformanceObserver(function (list, observer) {`,
    `    if (!list.getEntriesByName("first-contentful-paint").length) return;`,
    `    observer.disconnect();`,
    `    setTimeout(start, 0);`,
    `  }).observe({ type: "paint", buffered: true });`,
    `}`,
    `if (hidden) preload(0);`,
    `else afterFirstPaint(function () { preload(0); });`,
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
 * The static imports of every module in the built assets, by URL (`/assets/x.js`).
 * @param root the built site (build/client)
 */
export async function staticImports(root: string): Promise<(href: string) => string[]> {
  await init;
  const imports = new Map<string, string[]>();
  for (const file of await readdir(path.join(root, "assets"))) {
    if (!file.endsWith(".js")) continue;
    const href = `/assets/${file}`;
    const [found] = parse(await readFile(path.join(root, "assets", file), "utf8"), href);
    // d === -1: a static import (dynamic imports load later, when they are used).
    imports.set(
      href,
      found.flatMap((i) => (i.d === -1 && i.n ? [new URL(i.n, `http://x${href}`).pathname] : [])),
    );
  }
  return (href: string) => imports.get(href) ?? [];
}

/**
 * Rewrites the built pages in place, writing each page's data beside it, and the Intl worker
 * among the hashed assets.
 * @param root the built site (build/client)
 * @param files the pages' HTML files, relative to root
 */
export async function deferHydrationIn(root: string, files: string[]): Promise<void> {
  const warmup = await readFile(new URL("./intl-warmup.js", import.meta.url));
  const warmupUrl = `/assets/intl-warmup-${createHash("sha256").update(warmup).digest("base64url").slice(0, 8)}.js`;
  await writeFile(path.join(root, warmupUrl), warmup);
  const importsOf = await staticImports(root);
  for (const file of files) {
    const folder = path.posix.dirname(file.split(path.sep).join("/"));
    const dataUrl = `/${folder === "." ? "" : `${folder}/`}${HYDRATION_DATA}`;
    const { html, data } = deferHydration(
      await readFile(path.join(root, file), "utf8"),
      dataUrl,
      warmupUrl,
      importsOf,
    );
    await writeFile(path.join(root, file), html);
    if (data !== undefined) await writeFile(path.join(root, dataUrl), data);
  }
}
