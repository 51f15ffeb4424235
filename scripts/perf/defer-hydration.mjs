// Starts a page's JavaScript after its first paint. React Router writes a modulepreload link per
// module in <head> and an inline module script that imports the route modules: on a slow network
// those 130+ KB start downloading with the stylesheet and the fonts and slow the first paint down
// (Lighthouse's simulation counts every request started before the first paint). This rewrites each
// prerendered page so that the same modules are preloaded and imported, in parallel, just after the
// first frame is painted. The page is readable and its menus work before that (native popovers).
import { readFile, writeFile } from "node:fs/promises";

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
// Starting a download costs main-thread time: a handful per task keeps each task short.
const PRELOADS_PER_TASK = 5;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** @param {string} html */
export function deferHydration(html) {
  const preloads = [...html.matchAll(preloadLink)].map((m) => m[1]);
  const script = html.match(moduleScript);
  if (!script || preloads.length === 0) return html;
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
    // A hidden tab paints nothing and throttles timers: there, every step runs at once.
    `var hidden = document.visibilityState === "hidden";`,
    `function next(step) { if (hidden) step(); else setTimeout(step, 0); }`,
    `function preload(from) {`,
    `  for (var i = from; i < Math.min(from + ${PRELOADS_PER_TASK}, modules.length); i++) {`,
    `    var link = document.createElement("link");`,
    `    link.rel = "modulepreload";`,
    `    link.href = modules[i];`,
    `    document.head.appendChild(link);`,
    `  }`,
    `  next(from + ${PRELOADS_PER_TASK} < modules.length ? function () { preload(from + ${PRELOADS_PER_TASK}); } : load);`,
    `}`,
    `function load() {`,
    `  Promise.all([${[...sideEffects, ...routes.map((r) => r.href)].map((h) => `import(${JSON.stringify(h)})`).join(", ")}]).then(function (loaded) {`,
    ...routes.map((r, i) => `    var ${r.name} = loaded[${sideEffects.length + i}];`),
    `    ${registerRoutes.replace(/\n\s*/g, "\n    ")}`,
    `    next(function () { import(${JSON.stringify(entry)}); });`,
    `  });`,
    `}`,
    // rAF runs just before the first frame is painted, the timeout just after it.
    `if (hidden) preload(0);`,
    `else requestAnimationFrame(function () { setTimeout(function () { preload(0); }, 0); });`,
  ].join("\n");
  return html
    .replace(preloadLink, "")
    .replace(moduleScript, () => `<script type="module" async="">${starter}</script>`);
}

/** @param {string[]} files */
export async function deferHydrationIn(files) {
  for (const file of files) {
    const html = await readFile(file, "utf8");
    const deferred = deferHydration(html);
    if (deferred !== html) await writeFile(file, deferred);
  }
}
