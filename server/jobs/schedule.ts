import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/client";
import { hit } from "#server/db/counters";

/**
 * Runs `job` every `intervalMs` (first run soon after start), never two at once, and logs failures
 * instead of crashing the service. With several instances on one database, each round runs on one
 * of them only: the first to count the round in the database (server/db/counters.ts) runs it, the
 * others skip it. Returns a function that stops it and waits for a running round.
 */
/** Whether this instance is the first to start round `name` in its window of `roundMs`. */
export async function claimRound(
  db: Database,
  name: string,
  roundMs: number,
  now = new Date(),
): Promise<boolean> {
  return (await hit(db, `job:${name}`, roundMs, now)).count === 1;
}

export function every(
  intervalMs: number,
  name: string,
  job: () => Promise<unknown>,
  { log, db }: { log: FastifyBaseLogger; db: Database },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  // A little shorter than the interval, so that this instance's next tick finds the round over.
  const round = Math.floor(intervalMs * 0.9);
  const tick = () => {
    if (running) return;
    running = claimRound(db, name, round)
      .then((mine) => (mine ? job() : undefined))
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
