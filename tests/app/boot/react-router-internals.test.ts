import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  handOverToRouter,
  prerenderedPage,
  routerGlobals,
  routerManifest,
  type RouterGlobals,
} from "#app/boot/react-router-internals";
import { keepLanguageRoutes } from "#app/routing/language-routes";
import { readBuiltPages, type BuiltPage } from "../../../scripts/seo/built-pages";
import { clientDir, describeBuilt } from "../../support/built-site";

/**
 * The contract with React Router's private globals (app/boot/react-router-internals.ts), held to the
 * installed react-router and to the build: when an upgrade changes what we read or write, this file
 * fails, saying what changed and what to update.
 */
const require = createRequire(import.meta.url);
/** The folder of the package a module specifier resolves into. */
function packageRoot(specifier: string): string {
  let folder = path.dirname(require.resolve(specifier));
  while (!readdirSync(folder).includes("package.json")) folder = path.dirname(folder);
  return folder;
}
/** The text of a package's built modules in a folder of its dist, as one text, and its version. */
function built(specifier: string, folder: string): { version: string; code: string } {
  const root = packageRoot(specifier);
  const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    version: string;
  };
  const dir = path.join(root, "dist", folder);
  const code = readdirSync(dir)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  return { version, code };
}
/** react-router as the build bundles it, and the Vite plugin that writes the manifest module. */
const router = built("react-router", "production");
const dev = built("@react-router/dev/vite", "");
const update = "update app/boot/react-router-internals.ts and what uses it";
const rr = `react-router ${router.version}`;

/** A window for a script of React Router's, run in a context of its own, then read by our code. */
function windowFor(script: string): RouterGlobals & Record<string, unknown> {
  const window = { ReadableStream, TextEncoderStream } as Record<string, unknown>;
  window.window = window;
  runInNewContext(script, window);
  return window as RouterGlobals & Record<string, unknown>;
}
afterEach(() => {
  vi.unstubAllGlobals();
});

/** What the page's stream gives React Router once the starter has handed it the data. */
async function handedOver(window: RouterGlobals & Record<string, unknown>, data: string) {
  vi.stubGlobal("window", window);
  const modules = { root: { default: "root" } };
  handOverToRouter(modules, data);
  const stream = window.__reactRouterContext.stream;
  expect(stream, `${rr}: window.__reactRouterContext.stream is not a stream; ${update}`).toBeInstanceOf(
    ReadableStream,
  );
  const text = await new Response(stream).text();
  return { text, registered: window.__reactRouterRouteModules === modules };
}

describe(`React Router's private globals, in the installed ${rr}`, () => {
  it("names each global we read or write in the browser code that hydrates the page", () => {
    for (const name of Object.values(routerGlobals)) {
      expect(router.code, `${rr} no longer reads window.${name}; ${update}`).toContain(`window.${name}`);
    }
    expect(
      router.code,
      `${rr} no longer reads the page's data from __reactRouterContext.stream; ${update} (handOverToRouter)`,
    ).toMatch(/\.context\.stream\b/);
  });

  it("creates the stream whose controller the starter hands the page's data to", async () => {
    const script = /"(window\.__reactRouterContext\.stream = [^"]*)"/.exec(router.code)?.[1];
    expect(
      script,
      `${rr} no longer writes "window.__reactRouterContext.stream = …" into the page; ${update}`,
    ).toBeDefined();
    const window = windowFor(`window.__reactRouterContext = {};${script ?? ""}`);
    expect(
      await handedOver(window, '[{"_1":2},"home"]'),
      `the data read back from the stream, the route modules registered; ${update}`,
    ).toEqual({
      text: '[{"_1":2},"home"]',
      registered: true,
    });
  });

  it("writes the page's data and its end as the scripts the build takes out", () => {
    const enqueue = "window.__reactRouterContext.streamController.enqueue(${";
    expect(router.code, `${rr} no longer writes the data as "${enqueue}…)"; ${update}`).toContain(enqueue);
    const close = "window.__reactRouterContext.streamController.close();";
    expect(router.code, `${rr} no longer ends the data with "${close}"; ${update}`).toContain(close);
    expect(prerenderedPage.streamClose).toBe(`<script>${close}</script>`);
    // A chunk as React Router writes it (a JSON string), read back by the build.
    const value = JSON.stringify('[{"_1":2},"a\\"b"]');
    const chunk = `<script>${enqueue.slice(0, -2)}${value});</script>`;
    expect([...chunk.matchAll(prerenderedPage.streamChunk)].map((m) => m[1])).toEqual([value]);
  });

  it("writes the module script as the build reads it: route modules imported, registered, then the entry", () => {
    const shapes: [string, RegExp][] = [
      ["import * as route<n> from <module>;", /`import \* as \$\{\w+\} from \$\{JSON\.stringify\(\w+\)\};`/],
      [
        "window.__reactRouterRouteModules = {<id>:route<n>,…};",
        /window\.__reactRouterRouteModules = \{\$\{\w+\.map\(\(\w+, \w+\) => `\$\{JSON\.stringify\(\w+\.route\.id\)\}:route\$\{\w+\}`\)\.join\(","\)\}\};/,
      ],
      ["import(<entry>);", /\n\s*import\(\$\{JSON\.stringify\(manifest\.entry\.module\)\}\);`/],
    ];
    for (const [shape, written] of shapes) {
      expect(router.code, `${rr} no longer writes "${shape}" into its module script; ${update}`).toMatch(
        written,
      );
    }
  });

  it(`has its Vite plugin (@react-router/dev ${dev.version}) set the manifest as a global`, () => {
    expect(
      dev.code,
      `@react-router/dev ${dev.version} no longer writes window.__reactRouterManifest; ${update}`,
    ).toContain("`window.__reactRouterManifest=${");
  });
});

let pages: BuiltPage[];
beforeAll(async () => {
  pages = await readBuiltPages(clientDir);
});

describeBuilt(`React Router's private globals, in the build (${rr})`, () => {
  it("every page's context script creates the stream the starter hands the page's data to", async () => {
    const home = pages.find((page) => page.urlPath === "/");
    expect(home, "the home page is built").toBeDefined();
    for (const page of pages) {
      const script = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/.exec(page.html)?.[1];
      expect(script, `${page.urlPath}: React Router's context script; ${update}`).toBeDefined();
      if (page !== home) continue;
      expect(
        await handedOver(windowFor(script ?? ""), "[1]"),
        `the data read back from the stream, the route modules registered; ${update}`,
      ).toEqual({ text: "[1]", registered: true });
    }
  });

  it("the manifest module sets the manifest the browser's entry reads: every route's id, parent and module", () => {
    const assets = path.join(clientDir, "assets");
    const [file] = readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
    expect(file, "the build's manifest module").toBeDefined();
    const window = windowFor(readFileSync(path.join(assets, file ?? ""), "utf8"));
    vi.stubGlobal("window", window);
    const manifest = routerManifest();
    const routes = Object.entries(manifest?.routes ?? {});
    expect(routes.length, `${rr}: the manifest's routes; ${update}`).toBeGreaterThan(10);
    for (const [id, route] of routes) {
      expect(route.id, `${rr}: manifest route ${id}`).toBe(id);
      expect(route.module, `${rr}: manifest route ${id}'s module`).toMatch(/^\/assets\/.+\.js$/);
      if (id !== "root") expect(manifest?.routes[route.parentId ?? ""], `${id}'s parent`).toBeDefined();
    }
    keepLanguageRoutes(manifest?.routes ?? {}, "ar");
    expect(Object.keys(manifest?.routes ?? {}).length).toBeLessThan(routes.length);
  });
});
