import { lazy, Suspense } from "react";
import type { ProductView } from "#core/content/product-views/types";
import type { Screen } from "./screen/screen";

type ScreenModule = { Screen: typeof Screen };

/**
 * The screen primitives (`./screen/`) are a chunk of their own, loaded only when a view is drawn
 * in the browser: a page that arrives prerendered keeps its views as HTML (they live in
 * StaticParts), so its first load needs none of their code. A page reached in the app draws them;
 * `warmViewScreens` starts the chunk's download as soon as a navigation starts, beside the next
 * page's own code and data, so that it is there when the page renders. The prerender loads it
 * before it renders any page (app/entry.server.tsx). Decision 035.
 */
let loading: Promise<ScreenModule> | null = null;
let loaded: ScreenModule | null = null;

export function warmViewScreens(): Promise<ScreenModule> {
  loading ??= import("./screen/screen").then((module) => (loaded = module));
  return loading;
}

const LazyScreen = lazy(async () => ({ default: (await warmViewScreens()).Screen }));

/** One screen of the app, drawn by the primitives of `./screen/` once their chunk is loaded. */
export function ViewScreen({ view }: { view: ProductView }) {
  if (loaded) return <loaded.Screen view={view} />;
  return (
    <Suspense fallback={null}>
      <LazyScreen view={view} />
    </Suspense>
  );
}
