// `npm run bench:tools`: the toolbox's tool pages in fr, en and ar, as a visitor meets them
// (decision 042). Lighthouse 12 in a user flow, mobile:
//   - before the first interaction, the page's load (navigation, simulated slow 4G and 4× CPU):
//     score, FCP, LCP, TBT, CLS, and no tool code fetched (the processor's slowdown: bench/support/cpu.ts);
//   - over the first interaction (timespan, the same network and CPU applied by DevTools): a
//     scroll towards the tool, which loads and draws it, then a tap on its first figure and
//     a digit typed. Its TBT, INP, CLS and its processor time (the main thread's work, all of it,
//     under the 4× slowdown).
// Several runs, medians. Prints a table and writes bench/results/tools-<date>.json. A benchmark,
// not a test: it fails nothing unless --strict is given. Build first: `npm run build`.
//   --runs=3 --langs=fr,en,ar --pages=/core/tools/charges-split,… --port=4392 --cpu-slowdown=4
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startFlow } from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { launchChromium } from "./support/chromium";
import { slowdownNote } from "./support/cpu";
import { benchSettings, markdownTable, median, ms } from "./support/report";
import { startService } from "./support/servers";

const bench = benchSettings({
  port: 4392,
  pages: "/core/tools/charges-split,/core/tools/general-assembly,/core/tools/savings-estimator",
});
/** The site's targets for a page's load (docs/performance.md); over the interaction, INP "good". */
const TARGET = { score: 100, fcp: 1000, lcp: 1500, tbt: 50, cls: 0.01, inp: 200 };
/** A tool's chunk: `assets/tool-<hash>.js` (the shared tool-notes, tool-area chunks are longer). */
const TOOL_CHUNK = /\/assets\/tool-[\w-]{8}\.js$/;

type Load = { score: number; fcp: number; lcp: number; tbt: number; cls: number; toolFetched: boolean };
type Interaction = { tbt: number; inp: number; cls: number; cpu: number; toolFetched: boolean };
type Measure = { load: Load; interaction: Interaction; benchmarkIndex: number };

type Lhr = {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  categories: { performance?: { score: number | null } };
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string };
};
const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const fetchedTool = (lhr: Lhr) =>
  ((lhr.audits["network-requests"]?.details as { items?: { url: string }[] } | undefined)?.items ?? []).some(
    (request) => TOOL_CHUNK.test(new URL(request.url).pathname),
  );

/** What a visitor on a phone does first: scrolls towards the tool, taps its first figure, types. */
async function firstInteraction(page: Page) {
  await page.mouse.wheel({ deltaY: 600 });
  const field = await page.waitForSelector("#tool input[inputmode]", { visible: true, timeout: 30_000 });
  if (!field) throw new Error("the tool has no figure to type in");
  await field.scrollIntoView();
  await field.click();
  await page.keyboard.press("End");
  await page.keyboard.type("5");
  // The answer drawn: two frames after the last key.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** One run in a new browser with a profile of its own (nothing kept from a previous run). */
async function measureOnce(url: string): Promise<Measure> {
  const chromium = await launchChromium();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, {
      config: {
        extends: "lighthouse:default",
        settings: {
          onlyCategories: ["performance"],
          throttling: { cpuSlowdownMultiplier: bench.cpuSlowdown },
        },
      },
    });
    await flow.navigate(url);
    await flow.startTimespan({ throttlingMethod: "devtools" });
    await firstInteraction(page);
    await flow.endTimespan();
    const [navigation, timespan] = (await flow.createFlowResult()).steps.map((step) => step.lhr as Lhr);
    if (!navigation || !timespan) throw new Error(`no result for ${url}`);
    const error = navigation.runtimeError?.code ?? timespan.runtimeError?.code;
    if (error) throw new Error(`${url}: ${error}`);
    return {
      load: {
        score: Math.round((navigation.categories.performance?.score ?? 0) * 100),
        fcp: numeric(navigation, "first-contentful-paint"),
        lcp: numeric(navigation, "largest-contentful-paint"),
        tbt: numeric(navigation, "total-blocking-time"),
        cls: numeric(navigation, "cumulative-layout-shift"),
        toolFetched: fetchedTool(navigation),
      },
      interaction: {
        tbt: numeric(timespan, "total-blocking-time"),
        inp: numeric(timespan, "interaction-to-next-paint"),
        cls: numeric(timespan, "cumulative-layout-shift"),
        cpu: numeric(timespan, "mainthread-work-breakdown"),
        toolFetched: fetchedTool(timespan),
      },
      benchmarkIndex: navigation.environment.benchmarkIndex,
    };
  } finally {
    await browser.disconnect();
    await chromium.close();
  }
}

function medianOf(runs: Measure[]): Measure {
  const pick = (f: (m: Measure) => number) => median(runs.map(f));
  return {
    load: {
      score: pick((m) => m.load.score),
      fcp: pick((m) => m.load.fcp),
      lcp: pick((m) => m.load.lcp),
      tbt: pick((m) => m.load.tbt),
      cls: pick((m) => m.load.cls),
      toolFetched: runs.some((m) => m.load.toolFetched),
    },
    interaction: {
      tbt: pick((m) => m.interaction.tbt),
      inp: pick((m) => m.interaction.inp),
      cls: pick((m) => m.interaction.cls),
      cpu: pick((m) => m.interaction.cpu),
      toolFetched: runs.every((m) => m.interaction.toolFetched),
    },
    benchmarkIndex: pick((m) => m.benchmarkIndex),
  };
}

function misses(m: Measure): string[] {
  const { load, interaction } = m;
  return [
    load.score < TARGET.score && `score ${load.score}`,
    load.fcp > TARGET.fcp && "FCP",
    load.lcp > TARGET.lcp && "LCP",
    load.tbt > TARGET.tbt && "TBT",
    load.cls > TARGET.cls && "CLS",
    load.toolFetched && "tool fetched by the load",
    !interaction.toolFetched && "tool not fetched by the interaction",
    interaction.inp > TARGET.inp && "INP",
    interaction.cls > TARGET.cls && "CLS after",
  ].filter((miss): miss is string => typeof miss === "string");
}

function table(rows: { page: string; m: Measure }[]) {
  const header = [
    "page",
    "score",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "then: TBT ms",
    "INP ms",
    "CLS",
    "CPU ms",
    "targets",
  ];
  const lines = rows.map(({ page, m }) => {
    const missed = misses(m);
    return [
      page,
      String(m.load.score),
      ms(m.load.fcp),
      ms(m.load.lcp),
      ms(m.load.tbt),
      m.load.cls.toFixed(3),
      ms(m.interaction.tbt),
      ms(m.interaction.inp),
      m.interaction.cls.toFixed(3),
      ms(m.interaction.cpu),
      missed.length ? `missed: ${missed.join(", ")}` : "met",
    ];
  });
  return markdownTable(header, lines);
}

async function main() {
  const service = await startService(bench.buildDir, bench.port);
  const targets = bench.urls;
  const runs = new Map<string, Measure[]>();
  try {
    for (let run = 1; run <= bench.runs; run++) {
      for (const page of targets) {
        // A run that fails (no navigation start found in the trace, say) is tried once more.
        const m = await measureOnce(`${service.url}${page}`).catch((error: unknown) => {
          process.stderr.write(`run ${run}/${bench.runs} ${page}: failed (${String(error)}), once more\n`);
          return measureOnce(`${service.url}${page}`);
        });
        runs.set(page, [...(runs.get(page) ?? []), m]);
        process.stderr.write(
          `run ${run}/${bench.runs} ${page}: ${m.load.score} (TBT ${ms(m.load.tbt)} ms), ` +
            `then INP ${ms(m.interaction.inp)} ms, CPU ${ms(m.interaction.cpu)} ms\n`,
        );
      }
    }
  } finally {
    await service.stop();
  }

  const rows = targets.map((page) => ({ page, m: medianOf(runs.get(page) ?? []) }));
  const index = median(rows.map((row) => row.m.benchmarkIndex));
  const stamp = new Date().toISOString().replaceAll(":", "-").replaceAll(".", "-");
  mkdirSync("bench/results", { recursive: true });
  const file = path.join("bench/results", `tools-${stamp}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { runs: bench.runs, cpuSlowdown: bench.cpuSlowdown, target: TARGET, benchmarkIndex: index, rows },
      null,
      2,
    ),
  );
  console.log(table(rows));
  console.log(
    `\nmedian of ${bench.runs} run(s); the load under simulated slow 4G, the first interaction under the same ` +
      `throttling applied by DevTools; ${slowdownNote(bench.cpuSlowdown, index)}\n${file}`,
  );
  if (bench.args.includes("--strict") && rows.some((row) => misses(row.m).length > 0)) process.exitCode = 1;
}

await main();
