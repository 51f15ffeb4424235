// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { useState, type ComponentType } from "react";
import { createRoutesStub, type LoaderFunction } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pages, templates, type Page } from "#core/paths/page-table";
import * as layout from "#app/shell/locale-layout";
import { LocalLink } from "#app/ui/local-link";
import { StaticPart } from "#app/ui/static-part";

/**
 * A StaticPart keeps its prerendered HTML while the page hydrates (decision 017): nothing inside
 * it runs in the browser after that. In development, a part that renders its children warns when
 * they hold state, an effect or an event handler (app/ui/static-part-check.ts). Here every route
 * renders its first page, the shell's parts included, and no part may warn.
 */
type RouteModule = { default: ComponentType; loader?: LoaderFunction };
const modules = import.meta.glob<RouteModule>("/app/pages/*/route.tsx");

let warnings: string[];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(String(message)));
  vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Renders a page under the French locale layout, as the app does, and waits for its <main>. */
async function renderPage({ path, template }: Page, route: RouteModule) {
  const Stub = createRoutesStub([
    {
      id: "fr",
      Component: layout.default,
      loader: layout.loader as LoaderFunction,
      HydrateFallback: () => null,
      children: [
        {
          id: "fr/page",
          path: template ? templates[template].path : path,
          Component: route.default,
          loader: route.loader,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  // The loader compiles the page's copy on first use: on a busy machine that takes seconds.
  const loaded = { timeout: 15_000 };
  await screen.findByRole("main", {}, loaded);
  // The page's own parts are inside <main>, once its data is there.
  await vi.waitFor(
    () => expect(document.querySelector("main [data-static-part], main h1")).not.toBeNull(),
    loaded,
  );
}

/** One page of each route module: a template's first page stands for its siblings. */
const firstPages = pages.filter((page, index) => pages.findIndex((p) => p.module === page.module) === index);

describe("StaticPart", () => {
  it.each(firstPages.map((page) => [page.path, page.module, page] as const))(
    "%s (app/%s): nothing in its parts or the shell's would be frozen",
    async (_path, module, page) => {
      const route = await modules[`/app/${module}`]?.();
      expect(route, module).toBeDefined();
      if (!route) return;
      await renderPage(page, route);
      expect(document.querySelectorAll("[data-static-part]").length).toBeGreaterThan(0);
      expect(warnings).toEqual([]);
    },
  );

  it("warns, naming them, when a part holds state or a handler", async () => {
    function Counter() {
      const [count] = useState(0);
      return <span>{count}</span>;
    }
    const Page = () => (
      <StaticPart>
        <LocalLink to="/core/demo">Démo</LocalLink>
        <LocalLink to="/core/demo" onClick={() => undefined}>
          Démo
        </LocalLink>
        <button type="button" onClick={() => undefined}>
          Plus
        </button>
        <Counter />
      </StaticPart>
    );
    const Stub = createRoutesStub([{ path: "/", Component: Page, HydrateFallback: () => null }]);
    render(<Stub initialEntries={["/"]} />);
    await screen.findByRole("button");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("onClick on LocalLink");
    expect(warnings[0]).toContain("onClick on <button>");
    expect(warnings[0]).toContain("state in Counter");
    // The first link's own handler is the part's link following: it is not named.
    expect(warnings[0]?.match(/onClick on LocalLink/g)).toHaveLength(1);
  });
});
