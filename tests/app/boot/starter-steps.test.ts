// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchData, startPage, type Load } from "#app/boot/starter";
import { compiledStarter } from "../../../scripts/perf/starter-script";
import { syntheticStarterPage } from "./support/starter-page";

/**
 * The starter's steps (app/boot/starter.ts) in a document of its own. Every task it queues (a
 * message, a timeout, a frame) waits in `tasks` until the test runs it, and the clock only moves
 * when the test says so: what each task does is then exactly what the test reads.
 */
const page = syntheticStarterPage;

let tasks: (() => void)[];
let events: string[];
let clock: { now: number; step: number };
let paintObserver: ((names: string[]) => void) | undefined;
let data: Promise<{ ok: boolean; status: number; text: () => Promise<string> }>;

/** Lets every promise settle (the queued tasks wait). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Runs the first queued task, and lets the promises it started settle. */
async function runTask() {
  const task = tasks.shift();
  if (!task) throw new Error("no task queued");
  task();
  await settle();
}
async function runAll() {
  while (tasks.length) await runTask();
}

const load: Load = async (href) => {
  events.push(`import ${href}`);
  return { href };
};

function stubBrowser({ hidden = false, paintTiming = true } = {}) {
  Object.defineProperty(document, "visibilityState", {
    value: hidden ? "hidden" : "visible",
    configurable: true,
  });
  document.documentElement.lang = "ar";
  class Channel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  class Observer {
    static supportedEntryTypes = paintTiming ? ["mark", "paint"] : ["mark"];
    constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
      const observer = { disconnect: () => (paintObserver = undefined) };
      paintObserver = (names) =>
        callback({ getEntriesByName: (n: string) => names.filter((x) => x === n) }, observer);
    }
    observe() {}
  }
  vi.stubGlobal("MessageChannel", Channel);
  vi.stubGlobal("PerformanceObserver", Observer);
  vi.stubGlobal("requestAnimationFrame", (frame: () => void) => tasks.push(() => frame()));
  vi.stubGlobal("setTimeout", (timeout: () => void) => tasks.push(() => timeout()));
  vi.spyOn(performance, "now").mockImplementation(() => (clock.now += clock.step));
  vi.stubGlobal("fetch", (url: string) => {
    events.push(`fetch ${url}`);
    return data;
  });
  vi.stubGlobal(
    "Worker",
    class {
      constructor(url: string) {
        events.push(`worker ${url}`);
      }
      postMessage(message: string) {
        events.push(`worker told ${message}`);
      }
    },
  );
  vi.spyOn(Storage.prototype, "length", "get").mockImplementation(() => {
    events.push("sessionStorage");
    return 0;
  });
  Object.assign(window, {
    __reactRouterContext: {
      streamController: {
        enqueue: (text: string) => events.push(`enqueue ${text}`),
        close: () => events.push("close"),
      },
    },
  });
}

beforeEach(() => {
  tasks = [];
  events = [];
  clock = { now: 0, step: 0 };
  paintObserver = undefined;
  data = Promise.resolve({ ok: true, status: 200, text: async () => "[page data]" });
  document.head.innerHTML = "";
  delete (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const preloads = () =>
  [...document.head.querySelectorAll("link")].map((l) => `${l.rel} ${l.getAttribute("href")}`);
const routeModules = () =>
  (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules;

/** What a page's start does, in order, when every step runs at once (a hidden tab). */
const everything = [
  "fetch /hydration.json",
  "worker /assets/intl-warmup.js",
  "worker told ar",
  "sessionStorage",
  "import /assets/react.js",
  "import /assets/root.js",
  "import /assets/home.js",
  "enqueue [page data]",
  "close",
  "import /assets/entry.js",
];

describe("the starter (app/boot/starter.ts)", () => {
  it("in a hidden tab, runs every step at once: data, preloads, chores, modules in order, then React's entry", async () => {
    stubBrowser({ hidden: true });
    startPage(page, load);
    await settle();
    expect(tasks).toEqual([]);
    expect(events).toEqual(everything);
    expect(preloads()).toEqual(page.modules.map((href) => `modulepreload ${href}`));
    expect(routeModules()).toEqual({
      root: { href: "/assets/root.js" },
      "fr/home": { href: "/assets/home.js" },
    });
  });

  it("starts nothing before the first contentful paint is on the screen, then the same steps, each a task", async () => {
    stubBrowser();
    startPage(page, load);
    paintObserver?.(["first-paint"]);
    expect([events, tasks.length, preloads()]).toEqual([[], 0, []]);
    paintObserver?.(["first-paint", "first-contentful-paint"]);
    expect(paintObserver).toBeUndefined();
    await runTask(); // the timeout after the paint: data and every preload (the clock stands still)
    expect(events).toEqual(["fetch /hydration.json"]);
    expect(preloads()).toHaveLength(page.modules.length);
    await runTask(); // the worker
    await runTask(); // sessionStorage
    expect(events.slice(1)).toEqual(["worker /assets/intl-warmup.js", "worker told ar", "sessionStorage"]);
    await runTask(); // every module, then the data to React Router
    expect(events.slice(4)).toEqual(everything.slice(4, 9));
    expect(routeModules()).toEqual({
      root: { href: "/assets/root.js" },
      "fr/home": { href: "/assets/home.js" },
    });
    await runTask(); // React's entry, in a task of its own
    expect(events).toEqual(everything);
    expect(tasks).toEqual([]);
  });

  it("without paint timing, starts after the first frame", async () => {
    stubBrowser({ paintTiming: false });
    startPage(page, load);
    expect(paintObserver).toBeUndefined();
    await runTask(); // the frame
    expect(events).toEqual([]);
    await runAll();
    expect(events).toEqual(everything);
  });

  it(`gives the browser back the main thread once a step has worked 4 ms`, async () => {
    stubBrowser({ hidden: false, paintTiming: false });
    clock.step = 5; // every reading of the clock is 5 ms later
    startPage(page, load);
    await runTask();
    await runTask(); // the first preload step: one module
    expect(preloads()).toHaveLength(1);
    await runAll();
    expect(events).toEqual(everything);
    // Each step did one module: 4 preload steps, 3 evaluation steps, the entry, the 2 chores and the frame.
    expect(preloads()).toHaveLength(4);
  });

  it("does not hydrate without its data: the page stays as it is without scripts", async () => {
    stubBrowser({ hidden: true });
    data = new Promise(() => undefined);
    startPage(page, load);
    await settle();
    expect(events).toEqual(everything.slice(0, 7));
    expect(routeModules()).toBeUndefined();
  });

  it("fails to read data answered with an error", async () => {
    stubBrowser();
    data = Promise.resolve({ ok: false, status: 404, text: async () => "Not found" });
    await expect(fetchData("/hydration.json")).rejects.toThrow("Hydration data: HTTP 404");
  });

  it("goes on when the browser cannot start the worker", async () => {
    stubBrowser({ hidden: true });
    vi.stubGlobal("Worker", function Worker() {
      throw new Error("blocked by the policy");
    });
    startPage(page, load);
    await settle();
    expect(events).toEqual(everything.filter((e) => !e.startsWith("worker")));
  });

  it("behaves the same once compiled, as the build inlines it", async () => {
    stubBrowser({ hidden: true });
    const compiled = new Function(`${compiledStarter()}\nreturn startPage;`)() as typeof startPage;
    compiled(page, load);
    await settle();
    expect(events).toEqual(everything);
    expect(routeModules()).toEqual({
      root: { href: "/assets/root.js" },
      "fr/home": { href: "/assets/home.js" },
    });
  });
});
