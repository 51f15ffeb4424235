// Preloaded into a service under a bench (`node --import …`): its event loop's delay, measured
// between two SIGUSR2 from the bench (the first starts the count, the second writes it as JSON to
// BENCH_LOOP_DELAY_FILE), so that a slow answer can be told from a service that did not run.
import { renameSync, writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const delay = monitorEventLoopDelay({ resolution: 10 });
let started = false;
process.on("SIGUSR2", () => {
  if (!started) {
    started = true;
    delay.enable();
    return;
  }
  delay.disable();
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  // Written whole, then renamed: the bench reads it as soon as it appears.
  const file = process.env.BENCH_LOOP_DELAY_FILE ?? "";
  writeFileSync(`${file}.part`, JSON.stringify({ p99: ms(delay.percentile(99)), max: ms(delay.max) }));
  renameSync(`${file}.part`, file);
});
