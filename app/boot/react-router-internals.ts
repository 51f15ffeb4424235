/**
 * React Router's private globals and the text it writes into a prerendered page: the one module
 * that names them. The starter (app/boot/starter.ts), the browser's entry (app/entry.client.tsx)
 * and the build's rewrite of each page (scripts/perf/defer-hydration.ts) read and write them through
 * what this module exports, and tests/app/boot/react-router-internals.test.ts holds them to the
 * installed react-router: an upgrade that changes one of them fails there, naming it.
 *
 * handOverToRouter is inlined into every page with the starter (scripts/perf/starter-script.ts):
 * it uses only what browsers have, and no other name of this module.
 */

/** A route of React Router's manifest, as the browser's entry reads it. */
export type ManifestRoute = { id: string; parentId?: string; module: string };

/** The globals of React Router that we read or write, by name. */
export type RouterGlobals = {
  /**
   * The page's context, set by React Router's context script in the page (kept by the build): its
   * stream carries the page's data for hydration, its controller is what the data is enqueued to.
   */
  __reactRouterContext: {
    stream?: ReadableStream<Uint8Array>;
    streamController: { enqueue(text: string): void; close(): void };
  };
  /** The route manifest, set by the build's manifest module (`/assets/manifest-<hash>.js`). */
  __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  /** Each route's module by route id, set by React Router's module script (by the starter here). */
  __reactRouterRouteModules?: Record<string, unknown>;
};

/** The globals' names, for code that cannot import this module (a script run in a browser page). */
export const routerGlobals = {
  context: "__reactRouterContext",
  manifest: "__reactRouterManifest",
  routeModules: "__reactRouterRouteModules",
} as const satisfies Record<string, keyof RouterGlobals>;

/** React Router's manifest, as its manifest module set it before the entry ran; none in a test. */
export function routerManifest(): RouterGlobals["__reactRouterManifest"] {
  return (window as unknown as RouterGlobals).__reactRouterManifest;
}

/**
 * Does what React Router's module script and data scripts would have done: registers the route
 * modules, then enqueues the page's data for hydration and closes the stream. React's entry,
 * evaluated after, hydrates from them.
 * @param routeModules each route's module, by route id
 * @param data the page's data for hydration, whole
 */
export function handOverToRouter(routeModules: Record<string, unknown>, data: string): void {
  const router = window as unknown as RouterGlobals;
  const stream = router.__reactRouterContext.streamController;
  router.__reactRouterRouteModules = routeModules;
  stream.enqueue(data);
  stream.close();
}

/**
 * What React Router writes into a prerendered page, as the build reads it before rewriting the page
 * (scripts/perf/defer-hydration.ts).
 */
export const prerenderedPage = {
  /** A modulepreload link; its URL. */
  preloadLink: /<link rel="modulepreload" href="([^"]+)"\/>/g,
  /** The module script that imports the route modules and React's entry; its code. */
  moduleScript: /<script type="module" async="">([\s\S]*?)<\/script>/,
  /** In the module script: a module imported for its effects (the route manifest); its URL. */
  sideEffectImport: /import "([^"]+)";/g,
  /** In the module script: a route module's import; its variable and its URL. */
  routeModule: /import \* as (\w+) from "([^"]+)";/g,
  /**
   * In the module script, once the imports are taken out: the registration of the route modules,
   * then the import of React's entry; the registration and the entry's URL.
   */
  registrationThenEntry: /^(window\.__reactRouterRouteModules = [\s\S]*?;)\s*import\("([^"]+)"\);$/,
  /** The registration of the route modules; its entries. */
  routeRegistration: /^window\.__reactRouterRouteModules = \{(.*)\};$/,
  /** In the registration's entries: one route; its id (JSON) and its module's variable. */
  registeredRoute: /("(?:[^"\\]|\\.)*"):(\w+)(?:,|$)/gy,
  /** A chunk of the page's data for hydration; the chunk, as a JSON string. */
  streamChunk:
    /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g,
  /** The end of the page's data for hydration. */
  streamClose: "<script>window.__reactRouterContext.streamController.close();</script>",
};
