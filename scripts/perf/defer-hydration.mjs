// Starts a page's JavaScript after its first paint. React Router writes a modulepreload link per
// module in <head> and an inline module script that imports the route modules: on a slow network
// those 130+ KB start downloading with the stylesheet and the fonts and slow the first paint down
// (Lighthouse's simulation counts every request started before the first paint). This rewrites each
// prerendered page so that the same modules are preloaded and imported, in parallel, just after the
// first frame is painted. The page is readable and its menus work before that (native popovers).
import { readFile, writeFile } from "node:fs/promises";

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
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
  if (!/^window\.__reactRouterRouteModules = [\s\S]*import\("[^"]+"\);$/.test(rest)) {
    throw new Error(
      `React Router's module script changed shape; update scripts/perf/defer-hydration.mjs:\n${code}`,
    );
  }
  const starter = [
    `var modules = ${JSON.stringify(preloads)};`,
    `function start() {`,
    `  for (var i = 0; i < modules.length; i++) {`,
    `    var link = document.createElement("link");`,
    `    link.rel = "modulepreload";`,
    `    link.href = modules[i];`,
    `    document.head.appendChild(link);`,
    `  }`,
    `  Promise.all([${[...sideEffects, ...routes.map((r) => r.href)].map((h) => `import(${JSON.stringify(h)})`).join(", ")}]).then(function (loaded) {`,
    ...routes.map((r, i) => `    var ${r.name} = loaded[${sideEffects.length + i}];`),
    `    ${rest.replace(/\n\s*/g, "\n    ")}`,
    `  });`,
    `}`,
    // rAF runs just before the first frame is painted, the timeout just after it.
    `if (document.visibilityState === "hidden") start();`,
    `else requestAnimationFrame(function () { setTimeout(start, 0); });`,
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
