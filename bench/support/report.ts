import { cpuSlowdown } from "./cpu";

/** What both Lighthouse benches print and compute: pages named by language, medians, tables. */

/** A page's path in a language: French at the root, the others under their prefix. */
export const localized = (page: string, lang: string) =>
  lang === "fr" ? page : page === "/" ? `/${lang}` : `/${lang}${page}`;

/**
 * The middle value (the mean of the two middle ones for an even count) of the runs that have the
 * figure: a run without it (NaN: Lighthouse timed no interaction, say) is left out, and the median
 * is NaN only when no run has it.
 */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Milliseconds as the tables print them: whole, and "–" for a figure no run gave. */
export const ms = (value: number) => (Number.isNaN(value) ? "–" : String(Math.round(value)));

/** A Markdown table, its columns padded to their widest cell. */
export function markdownTable(header: string[], lines: string[][]): string {
  const all = [header, ...lines];
  const widths = header.map((_, i) => Math.max(...all.map((line) => (line[i] ?? "").length)));
  const format = (line: string[]) => `| ${line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [format(header), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...lines.map(format)].join(
    "\n",
  );
}

/** What both Lighthouse benches are told on their command line (and by BENCH_* variables). */
export type BenchSettings = {
  args: string[];
  runs: number;
  cpuSlowdown: number;
  buildDir: string;
  port: number;
  pages: string[];
  langs: string[];
  /** Each page in each language, as the benches measure them: `/`, `/en`, `/ar/core/demo`. */
  urls: string[];
};

/** The settings from `--runs=`, `--cpu-slowdown=`, `--port=`, `--pages=`, `--langs=` and BUILD_DIR. */
export function benchSettings(defaults: { port: number; pages: string }): BenchSettings {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
  const pages = option("pages", defaults.pages).split(",");
  const langs = option("langs", "fr,en,ar").split(",");
  return {
    args,
    runs: Number(option("runs", process.env.BENCH_RUNS ?? "3")),
    cpuSlowdown: cpuSlowdown(args),
    buildDir: process.env.BUILD_DIR ?? "build",
    port: Number(option("port", process.env.BENCH_PORT ?? String(defaults.port))),
    pages,
    langs,
    urls: langs.flatMap((lang) => pages.map((page) => localized(page, lang))),
  };
}
