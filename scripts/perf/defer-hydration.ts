// Starts a page's JavaScript after its first paint. React Router writes a modulepreload link per
// module in <head>, an inline module script that imports the route modules, and the page's data for
// hydration as inline scripts at the end of <body>. On a slow network those 130+ KB of modules start
// downloading with the stylesheet and the fonts and slow the first paint down (Lighthouse's
// simulation counts every request started before the first paint), and the data (about 6 KB
// compressed) makes the HTML of the larger pages overflow the first round trip of a new connection
// (about 14 KB). This rewrites each prerendered page so that its data is a file of its own beside
// the page, and the modules and the data are fetched, in parallel, once the first paint is on the
// screen, by the starter (app/boot/starter.ts) written in place of React Router's script. The page
// is readable and its menus work before that (native popovers), and without scripts nothing changes.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { init, parse } from "es-module-lexer";
import { prerenderedPage } from "#app/boot/react-router-internals";
import { HYDRATION_DATA } from "#core/paths/hydration-data";
import { compiledStarter, starterScript } from "./starter-script";

const {
  preloadLink,
  moduleScript,
  sideEffectImport,
  streamChunk,
  streamClose,
  routeModule,
  routeRegistration,
  registeredRoute,
} = prerenderedPage;

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
 * React Router's route modules, as its script registers them: each route's id and its module.
 * @param code React Router's inline module script
 * @param registration its statement that registers the route modules
 */
function registeredRoutes(code: string, registration: string): [id: string, href: string][] | undefined {
  const modules = new Map([...code.matchAll(routeModule)].map((m) => [m[1] ?? "", m[2] ?? ""]));
  const entries = routeRegistration.exec(registration)?.[1];
  if (entries === undefined) return undefined;
  const routes: [string, string][] = [];
  let read = 0;
  for (const m of entries.matchAll(registeredRoute)) {
    const href = modules.get(m[2] ?? "");
    if (!href) return undefined;
    routes.push([JSON.parse(m[1] ?? "") as string, href]);
    read += m[0].length;
  }
  return read === entries.length && routes.length > 0 ? routes : undefined;
}

/**
 * @param html a prerendered page
 * @param dataUrl where the page's data for hydration will be served
 * @param warmupUrl the worker that loads the language's Intl data (intl-warmup.js)
 * @param importsOf a module's static imports (none if not given)
 * @param compiled the starter compiled (compiledStarter), to compile it once for every page
 * @returns the page, and its data when it was taken out
 */
export function deferHydration(
  html: string,
  dataUrl: string,
  warmupUrl: string,
  importsOf: (href: string) => string[] = () => [],
  compiled = compiledStarter(),
): { html: string; data?: string } {
  const preloads = [...html.matchAll(preloadLink)].map((m) => m[1] ?? "");
  const script = html.match(moduleScript);
  if (!script || preloads.length === 0) return { html };
  const chunks = [...html.matchAll(streamChunk)].map((m) => JSON.parse(m[1] ?? "") as string);
  if (chunks.length === 0 || !html.includes(streamClose)) {
    throw new Error("React Router's hydration data changed shape; update app/boot/react-router-internals.ts");
  }
  const code = script[1] ?? "";
  const sideEffects = [...code.matchAll(sideEffectImport)].map((m) => m[1] ?? "");
  const rest = code.replace(sideEffectImport, "").replace(routeModule, "").trim();
  const shape = prerenderedPage.registrationThenEntry.exec(rest);
  const routes = shape && registeredRoutes(code, shape[1] ?? "");
  const entry = shape?.[2];
  if (!routes || !entry) {
    throw new Error(
      `React Router's module script changed shape; update app/boot/react-router-internals.ts:\n${code}`,
    );
  }
  // React's entry comes last, on its own: it starts hydration, which needs the routes registered.
  const order = evaluationOrder(
    [...sideEffects, ...routes.map(([, href]) => href), ...importsOf(entry)],
    importsOf,
  ).filter((href) => href !== entry);
  const page = { modules: preloads, order, routes, entry, data: dataUrl, warmup: warmupUrl };
  return {
    html: html
      .replace(preloadLink, "")
      .replace(streamChunk, "")
      .replace(streamClose, "")
      .replace(
        moduleScript,
        () => `<script type="module" async="">${starterScript(page, compiled)}</script>`,
      ),
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
  const compiled = compiledStarter();
  for (const file of files) {
    const folder = path.posix.dirname(file.split(path.sep).join("/"));
    const dataUrl = `/${folder === "." ? "" : `${folder}/`}${HYDRATION_DATA}`;
    const { html, data } = deferHydration(
      await readFile(path.join(root, file), "utf8"),
      dataUrl,
      warmupUrl,
      importsOf,
      compiled,
    );
    await writeFile(path.join(root, file), html);
    if (data !== undefined) await writeFile(path.join(root, dataUrl), data);
  }
}
