import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/client";
import { claimDue, markFailed, markSent, type ChangesOf, type OutboxTable, type RowOf } from "./deliveries";

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
};

/** Sends one claimed row; a failure is recorded (retried later, or given up) and logged. */
async function deliver({ db, log, now }: Round, channel: OutboxChannel, row: RowOf<OutboxTable>) {
  try {
    await channel.send(row, now());
    await markSent(db, channel.table, row, now(), channel.settled?.(row, "sent"));
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const status = await markFailed(db, channel.table, row, now(), {
      error: reason,
      final: error instanceof Undeliverable,
      changes: channel.settled?.(row, "failed"),
    });
    log.warn(
      { outboxId: row.id, ...channel.logged(row), attempt: row.attempts + 1, err: reason },
      status === "failed" ? `${channel.name} not sent; given up` : `${channel.name} not sent; will retry`,
    );
    return false;
  }
}

/** Claims and sends what is due in each channel, batch after batch; returns how many were sent. */
async function sendDue(round: Round): Promise<number> {
  let sent = 0;
  for (const channel of round.channels) {
    for (;;) {
      const batch = await claimDue(round.db, channel.table, round.now(), 10, round.leaseMs);
      if (batch.length === 0) break;
      // The batch is sent at once (over the SMTP transport's pooled connections, for e-mail).
      const results = await Promise.all(batch.map((row) => deliver(round, channel, row)));
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
  const round: Round = { db, channels, log, now, leaseMs, stopped: () => stopped };

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
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
