// `npm run bench`: Lighthouse 12 (mobile, simulated slow 4G) on key pages in fr, en and ar, each
// beside its floor (the same page without any script), several runs, medians. Prints a table and
// writes bench/results/lighthouse-<date>.json. A benchmark, not a test: it reports, it fails nothing
// unless --strict is given. Build first: `BUILD_DIR=… npm run build`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { launchChromium } from "./support/chromium";
import { slowdownNote } from "./support/cpu";
import { benchSettings, markdownTable, median, ms } from "./support/report";
import { startFloor, startService } from "./support/servers";

const bench = benchSettings({ port: 4390, pages: "/,/core/features/announcements,/core/demo" });
const TARGET = { score: 100, fcp: 1000, lcp: 1500, tbt: 50, cls: 0.01, lcpVsFloor: 1.15 };

type Measure = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: Record<string, number>;
  requests: number;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster): runs on
   * machines of different speed are not comparable, the same build's floor on both is. */
  benchmarkIndex: number;
  /** Lighthouse's code when the run failed (no figures then): `NO_LCP`, `PROTOCOL_TIMEOUT`… */
  error?: string;
};

async function measure(url: string, port: number): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    throttling: { cpuSlowdownMultiplier: bench.cpuSlowdown },
  });
  if (!result) throw new Error(`no result for ${url}`);
  const { lhr } = result;
  if (bench.args.includes("--save-reports")) {
    // The whole report of the last run of each page, to see why a number is what it is.
    mkdirSync("bench/results/reports", { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll("/", "_")}`;
    writeFileSync(`bench/results/reports/${name}.json`, JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary =
    (
      lhr.audits["resource-summary"]?.details as {
        items?: { resourceType: string; transferSize: number; requestCount: number }[];
      }
    )?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    si: audit("speed-index"),
    bytes: Object.fromEntries(summary.map((i) => [i.resourceType, i.transferSize])),
    requests: summary.find((i) => i.resourceType === "total")?.requestCount ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    error: lhr.runtimeError?.code,
  };
}

/** One Lighthouse run in a new browser with a profile of its own. */
async function measureOnce(url: string): Promise<Measure> {
  const chromium = await launchChromium();
  return measure(url, chromium.port).finally(() => chromium.close());
}

/** The median of the runs that gave figures: a failed run is reported, not counted as a zero. */
function medianOf(all: Measure[]): Measure {
  const runs = all.filter((m) => !m.error);
  const pick = (f: (m: Measure) => number) => median(runs.map(f));
  const types = [...new Set(runs.flatMap((r) => Object.keys(r.bytes)))];
  return {
    score: pick((m) => m.score),
    fcp: pick((m) => m.fcp),
    lcp: pick((m) => m.lcp),
    tbt: pick((m) => m.tbt),
    cls: pick((m) => m.cls),
    si: pick((m) => m.si),
    bytes: Object.fromEntries(types.map((t) => [t, pick((m) => m.bytes[t] ?? 0)])),
    requests: pick((m) => m.requests),
    benchmarkIndex: pick((m) => m.benchmarkIndex),
  };
}

const kb = (bytes = 0) => (bytes / 1024).toFixed(1);

function table(rows: { page: string; variant: string; m: Measure; ok?: string }[]) {
  const header = [
    "page",
    "variant",
    "score",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "total KB",
    "doc",
    "js",
    "css",
    "font",
    "img",
    "requests",
    "targets",
  ];
  const lines = rows.map(({ page, variant, m, ok }) => [
    page,
    variant,
    String(m.score),
    ms(m.fcp),
    ms(m.lcp),
    ms(m.tbt),
    m.cls.toFixed(3),
    kb(m.bytes.total),
    kb(m.bytes.document),
    kb(m.bytes.script),
    kb(m.bytes.stylesheet),
    kb(m.bytes.font),
    kb(m.bytes.image),
    String(m.requests),
    ok ?? "",
  ]);
  return markdownTable(header, lines);
}

async function main() {
  const service = await startService(bench.buildDir, bench.port);
  const floor = await startFloor(service.url, bench.port + 1);
  const targets = bench.urls;
  const runs = new Map<string, Measure[]>();
  try {
    for (let run = 1; run <= bench.runs; run++) {
      for (const page of targets) {
        // The page and its floor, back to back, so that both see the same machine load.
        for (const [variant, origin] of [
          ["page", service.url],
          ["floor", floor.url],
        ] as const) {
          const key = `${page}\t${variant}`;
          // A fresh browser profile each time: a language remembered by a previous page would
          // otherwise send the French pages to another language before they paint. A run that
          // fails (Lighthouse found no navigation start in its trace, say) is tried once more, so
          // that a median is of as many runs as asked whenever it can be.
          let m = await measureOnce(`${origin}${page}`);
          if (m.error) {
            process.stderr.write(
              `run ${run}/${bench.runs} ${variant.padEnd(5)} ${page}: failed (${m.error}), once more\n`,
            );
            m = await measureOnce(`${origin}${page}`);
          }
          runs.set(key, [...(runs.get(key) ?? []), m]);
          process.stderr.write(
            m.error
              ? `run ${run}/${bench.runs} ${variant.padEnd(5)} ${page}: failed (${m.error}), left out of the median\n`
              : `run ${run}/${bench.runs} ${variant.padEnd(5)} ${page}: ${m.score} (LCP ${ms(m.lcp)} ms)\n`,
          );
        }
      }
    }
  } finally {
    await floor.stop();
    await service.stop();
  }

  const rows = targets.flatMap((page) => {
    const failed = (runs.get(`${page}\tpage`) ?? []).filter((r) => r.error).length;
    const m = medianOf(runs.get(`${page}\tpage`) ?? []);
    const f = medianOf(runs.get(`${page}\tfloor`) ?? []);
    const misses = [
      failed > 0 && `${failed} of ${bench.runs} runs failed`,
      m.score < TARGET.score && `score ${m.score}`,
      m.fcp > TARGET.fcp && "FCP",
      m.lcp > TARGET.lcp && "LCP",
      m.tbt > TARGET.tbt && "TBT",
      m.cls > TARGET.cls && "CLS",
      m.lcp > f.lcp * TARGET.lcpVsFloor && `LCP ${Math.round((m.lcp / f.lcp - 1) * 100)} % over floor`,
    ].filter(Boolean);
    return [
      { page, variant: "page", m, ok: misses.length ? `miss: ${misses.join(", ")}` : "met" },
      { page, variant: "floor", m: f },
    ];
  });
  const printed = table(rows);
  const speed = median([...runs.values()].flat().map((m) => m.benchmarkIndex));
  console.log(
    `\nLighthouse 12.8.2, mobile, simulated throttling; median of ${bench.runs} runs; ${slowdownNote(bench.cpuSlowdown, speed)}\n`,
  );
  console.log(printed);
  mkdirSync("bench/results", { recursive: true });
  const file = path.join(
    "bench/results",
    `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  );
  const report = {
    date: new Date().toISOString(),
    runs: bench.runs,
    cpuSlowdown: bench.cpuSlowdown,
    benchmarkIndex: speed,
    targets: TARGET,
    rows,
    raw: Object.fromEntries(runs),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync("bench/results/lighthouse-latest.md", `${printed}\n`);
  console.log(`\nwritten: ${file}`);
  if (bench.args.includes("--strict") && rows.some((r) => r.ok?.startsWith("miss"))) process.exitCode = 1;
}

await main();
