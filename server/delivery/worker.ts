import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/client";
import { isDatabaseUnavailable } from "#server/db/unavailable";
import {
  claimDue,
  DEFAULT_LEASE_MS,
  markFailed,
  markSent,
  type ChangesOf,
  type OutboxTable,
  type RowOf,
} from "./deliveries";

/**
 * One kind of delivery the worker sends (e-mails, webhooks): its table, how a row is sent, and
 * what a row no longer needs once it will not be sent again.
 */
export type OutboxChannel<T extends OutboxTable = OutboxTable> = {
  /** What a row is, for the log: `e-mail`, `webhook`. */
  name: string;
  table: T;
  /** Sends one row, or throws (an `Undeliverable` error when trying again cannot help). */
  send(row: RowOf<T>, now: Date): Promise<void>;
  /** What to clear from a row once sent (`sent`) or given up (`failed`). */
  settled?(row: RowOf<T>, outcome: "sent" | "failed"): ChangesOf<T>;
  /** What the log says about a row: identifiers, never personal data. */
  logged(row: RowOf<T>): Record<string, unknown>;
};

/** A send that can never succeed as things are: recorded and given up at once, not retried. */
export class Undeliverable extends Error {}

export type OutboxWorker = {
  /** Sends what is due now; resolves when this round is done. Used by tests and by `wake`. */
  runOnce: () => Promise<number>;
  /** Something was just queued: send it without waiting for the next round. */
  wake: () => void;
  stop: () => Promise<void>;
};

type Round = {
  db: Database;
  channels: OutboxChannel[];
  log: FastifyBaseLogger;
  now: () => Date;
  leaseMs?: number;
  /** The worker was stopped: end the round after the current batch. */
  stopped: () => boolean;
  /** Aborted when the worker stops: ends the waits between attempts to record an outcome. */
  stopping: AbortSignal;
};

/** Waits between attempts to record an outcome while the database is away: 0.25 s, 0.5 s… 5 s. */
export const recordRetryMs = (attempt: number) => Math.min(250 * 2 ** (attempt - 1), 5_000);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Records what became of a claimed row (`write`), again and again while the database is
 * unavailable (a restart, a failover), for as long as the row is this worker's: until its lease
 * ends (`until`, on this machine's clock), or the worker stops. A send not recorded is sent again
 * once its lease is over: giving up sooner would send it twice. Returns whether it was recorded.
 */
async function record(
  { log, stopping }: Round,
  channel: OutboxChannel,
  row: RowOf<OutboxTable>,
  { outcome, until }: { outcome: "sent" | "not sent"; until: number },
  write: () => Promise<unknown>,
): Promise<boolean> {
  const logged = { outboxId: row.id, ...channel.logged(row) };
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      if (attempt > 1) log.info({ ...logged, attempt }, `${channel.name} ${outcome}; recorded now`);
      return true;
    } catch (error) {
      const wait = recordRetryMs(attempt);
      const retry = isDatabaseUnavailable(error) && Date.now() + wait < until && !stopping.aborted;
      if (!retry) {
        log.error(
          { ...logged, err: messageOf(error) },
          outcome === "sent"
            ? `${channel.name} sent; not recorded: it will be sent again once its lease is over`
            : `${channel.name} not sent; not recorded: it will be tried again once its lease is over`,
        );
        return false;
      }
      if (attempt === 1)
        log.warn(
          { ...logged, err: messageOf(error) },
          `${channel.name} ${outcome}; not yet recorded: the database is unavailable, trying again`,
        );
      await sleep(wait, undefined, { signal: stopping }).catch(() => undefined);
    }
  }
}

/**
 * Sends one claimed row, then records it: sent, or the failure (retried later, or given up), which
 * is logged. `until`: when its lease ends, on this machine's clock.
 */
async function deliver(round: Round, channel: OutboxChannel, row: RowOf<OutboxTable>, until: number) {
  const { db, log, now } = round;
  let failure: { error: unknown } | undefined;
  try {
    await channel.send(row, now());
  } catch (error) {
    failure = { error };
  }
  if (!failure) {
    const changes = channel.settled?.(row, "sent");
    await record(round, channel, row, { outcome: "sent", until }, () =>
      markSent(db, channel.table, row, now(), changes),
    );
    return true;
  }
  const reason = messageOf(failure.error);
  const outcome: { status?: "pending" | "failed" } = {};
  await record(round, channel, row, { outcome: "not sent", until }, async () => {
    outcome.status = await markFailed(db, channel.table, row, now(), {
      error: reason,
      final: failure.error instanceof Undeliverable,
      changes: channel.settled?.(row, "failed"),
    });
  });
  if (outcome.status)
    log.warn(
      { outboxId: row.id, ...channel.logged(row), attempt: row.attempts + 1, err: reason },
      outcome.status === "failed"
        ? `${channel.name} not sent; given up`
        : `${channel.name} not sent; will retry`,
    );
  return false;
}

/** Claims and sends what is due in each channel, batch after batch; returns how many were sent. */
async function sendDue(round: Round): Promise<number> {
  let sent = 0;
  for (const channel of round.channels) {
    for (;;) {
      const claimedAt = Date.now();
      const batch = await claimDue(round.db, channel.table, round.now(), 10, round.leaseMs);
      if (batch.length === 0) break;
      const until = claimedAt + (round.leaseMs ?? DEFAULT_LEASE_MS);
      // The batch is sent at once (over the SMTP transport's pooled connections, for e-mail).
      const results = await Promise.all(batch.map((row) => deliver(round, channel, row, until)));
      sent += results.filter(Boolean).length;
      if (round.stopped()) return sent;
    }
  }
  return sent;
}

/**
 * Sends the outbox. Every `intervalMs` (and when woken) it claims due rows of each channel and sends
 * each batch at once; a failure is recorded and retried later with a growing delay. Several instances
 * can run it at once: each claims different rows.
 */
export function startOutboxWorker({
  db,
  channels,
  log,
  intervalMs = 5_000,
  now = () => new Date(),
  autoStart = true,
  leaseMs,
}: {
  db: Database;
  channels: OutboxChannel[];
  log: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => Date;
  autoStart?: boolean;
  /** How long a claimed row is this worker's before another may take it over. */
  leaseMs?: number;
}): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  const stopping = new AbortController();
  const round: Round = { db, channels, log, now, leaseMs, stopped: () => stopped, stopping: stopping.signal };

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = sendDue(round)
      .catch((error: unknown) => {
        log.error({ err: error }, "outbox worker round failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, intervalMs);
    timer.unref();
  }

  if (autoStart) {
    void runOnce();
    schedule();
  }

  return {
    runOnce,
    wake: () => {
      if (autoStart && !stopped) void runOnce();
    },
    stop: async () => {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
