/**
 * The starter: what starts a page's JavaScript once its first paint is on the screen (decisions
 * 011, 015, 016). The build (scripts/perf/defer-hydration.ts) takes React Router's modulepreload
 * links, its module script and the page's data for hydration out of each prerendered page, and
 * writes in their place this file, compiled, as an inline module script that calls `startPage`
 * with what it took out (scripts/perf/starter-script.ts). The page is readable and its menus work
 * before that (native popovers); without scripts nothing changes.
 *
 * This file is inlined whole, with the functions it imports from React Router's internals
 * (react-router-internals.ts): it uses only what browsers have.
 */
import { handOverToRouter } from "./react-router-internals";

/** What the build writes into each page's starter. */
export type StarterPage = {
  /** Every module of the page (React Router's modulepreloads), in its order. */
  modules: string[];
  /** The modules to evaluate, each after the modules it imports; React's entry is not among them. */
  order: string[];
  /** React Router's route modules: each route's id and its module, in React Router's order. */
  routes: [id: string, href: string][];
  /** React's entry, evaluated last and on its own: it starts hydration. */
  entry: string;
  /** The page's data for hydration (`/core/demo/hydration.json`). */
  data: string;
  /** The worker that loads the language's Intl data (scripts/perf/intl-warmup.js). */
  warmup: string;
};

/** How the starter imports a module: `import()` in the page, something else in a test. */
export type Load = (href: string) => Promise<unknown>;

type Step = () => void;

// Each step of the starter works until this much time (ms) has passed, then lets the browser run
// (paint, input) before the next: on a phone four times slower, a step stays well under the 50 ms
// that makes a task "long".
const TASK_BUDGET_MS = 4;

function spent(since: number): boolean {
  return performance.now() - since > TASK_BUDGET_MS;
}

/**
 * Runs a step in a task of its own. A hidden tab paints nothing and throttles timers: there, every
 * step runs at once. Elsewhere the next step is a message, which (unlike a timer) is never delayed
 * by nesting.
 */
function scheduler(hidden: boolean): (step: Step) => void {
  const channel = new MessageChannel();
  let queued: Step | null = null;
  channel.port1.onmessage = () => {
    const step = queued;
    queued = null;
    if (step) step();
  };
  return (step) => {
    if (hidden) step();
    else {
      queued = step;
      channel.port2.postMessage(0);
    }
  };
}

/**
 * Chores that take a task each, between the first downloads and the modules' evaluation.
 * @param warmup the Intl worker's URL
 */
function chores(warmup: string): Step[] {
  return [
    // The worker that loads the language's Intl data, off the main thread. Starting a worker costs
    // the main thread 5 to 20 ms here, which would make a long task of the first step on a slow phone.
    () => {
      try {
        new Worker(warmup).postMessage(document.documentElement.lang);
      } catch {
        // No worker: hydration loads the data itself.
      }
    },
    // React Router reads sessionStorage as it creates its router, in hydration's longest piece; a
    // page's first read waits for the browser to load the storage (0.5 to 6 ms here): done before.
    () => {
      try {
        void window.sessionStorage.length;
      } catch {
        // No storage: React Router does without it.
      }
    },
  ];
}

/** The page's data for hydration: the smallest download, needed as much as the modules. */
export function fetchData(url: string): Promise<string> {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error("Hydration data: HTTP " + response.status);
    return response.text();
  });
}

/**
 * Calls `begin` once the first contentful paint is on the screen: its entry is recorded when the
 * frame is presented, which on a slow phone comes well after the page's main thread has produced
 * it (rasterising and compositing take their time). A browser without paint timing waits for its
 * first frame: rAF runs just before it is produced, the timeout just after.
 */
function afterFirstPaint(begin: Step): void {
  const types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf("paint") < 0) {
    requestAnimationFrame(() => {
      setTimeout(begin, 0);
    });
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    setTimeout(begin, 0);
  }).observe({ type: "paint", buffered: true });
}

/**
 * Starts the page: after its first paint, the downloads (its data, then a modulepreload per
 * module), two chores, the modules evaluated one at a time, then React Router's globals as its own
 * script would have set them, and React's entry, which hydrates. Each step is a task of its own
 * that works for TASK_BUDGET_MS at most, then lets the browser paint and answer input. Without its
 * data or a module the page is not hydrated, and stays what it is without scripts.
 */
export function startPage(page: StarterPage, load: Load): void {
  const hidden = document.visibilityState === "hidden";
  const next = scheduler(hidden);
  const waiting = chores(page.warmup);
  const loaded: Record<string, unknown> = {};
  let data: Promise<string>;
  function afterChores(step: Step): Step {
    const chore = waiting.shift();
    return chore
      ? () => {
          chore();
          next(afterChores(step));
        }
      : step;
  }
  function preload(from: number) {
    const started = performance.now();
    let i = from;
    if (from === 0) data = fetchData(page.data);
    do {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = page.modules[i++] as string;
      document.head.appendChild(link);
    } while (i < page.modules.length && !spent(started));
    next(afterChores(i < page.modules.length ? () => preload(i) : () => evaluate(0)));
  }
  function evaluate(from: number) {
    const started = performance.now();
    let i = from;
    (function step() {
      const href = page.order[i++];
      if (href === undefined) return void data.then(start);
      void load(href).then((module) => {
        loaded[href] = module;
        if (spent(started)) next(() => evaluate(i));
        else step();
      });
    })();
  }
  function start(text: string) {
    const routeModules: Record<string, unknown> = {};
    for (const [id, href] of page.routes) routeModules[id] = loaded[href];
    handOverToRouter(routeModules, text);
    next(() => void load(page.entry));
  }
  if (hidden) preload(0);
  else afterFirstPaint(() => preload(0));
}
