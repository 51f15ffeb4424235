import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `job` every `intervalMs` (first run soon after start), never two at once, and logs failures
 * instead of crashing the service. Returns a function that stops it and waits for a running round.
 */
export function every(
  intervalMs: number,
  name: string,
  job: () => Promise<unknown>,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = job()
      .catch((error: unknown) => log.error({ err: error, job: name }, "scheduled job failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, Math.min(intervalMs, 10_000));
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
