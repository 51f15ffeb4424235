/**
 * How much the benchmarks slow the processor. Lighthouse's mobile setting slows it 4×, which takes
 * a high-end desktop (Lighthouse benchmark index 1,500–2,000) to a mid-tier phone. Lighthouse's
 * throttling guide ("Calibrating the CPU slowdown") gives the multiplier that reaches the same
 * phone from other machines: 2× from a low-end desktop (1,000–1,500) or a high-end phone
 * (800–1,200), 1× from a mid-tier phone. `--cpu-slowdown=N` (or BENCH_CPU_SLOWDOWN) sets it; the
 * benches print the one the guide gives for the machine they ran on.
 */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/** The multiplier Lighthouse's guide gives for a machine of this benchmark index. */
export function guideSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

/** The multiplier asked for on the command line, Lighthouse's own by default. */
export function cpuSlowdown(args: string[]): number {
  const given =
    args.find((a) => a.startsWith("--cpu-slowdown="))?.slice("--cpu-slowdown=".length) ??
    process.env.BENCH_CPU_SLOWDOWN;
  const value = given === undefined ? LIGHTHOUSE_CPU_SLOWDOWN : Number(given);
  if (!(value >= 1)) throw new Error(`--cpu-slowdown must be a number of at least 1, not ${given}`);
  return value;
}

/** The line the benches print under their tables. */
export function slowdownNote(slowdown: number, benchmarkIndex: number): string {
  const guide = guideSlowdown(benchmarkIndex);
  return (
    `processor slowed ${slowdown}×; Lighthouse's benchmark index of this machine ${Math.round(benchmarkIndex)}, ` +
    `for which its throttling guide gives ${guide}×${guide === slowdown ? "" : ` (--cpu-slowdown=${guide})`}`
  );
}
