import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/client";
import { claimDue, markFailed, markSent, type OutboxRow } from "./outbox";
import type { MailTransport } from "./transport";

export type MailWorker = {
  /** Sends what is due now; resolves when this round is done. Used by tests and by `wake`. */
  runOnce: () => Promise<number>;
  /** Something was just queued: send it without waiting for the next round. */
  wake: () => void;
  stop: () => Promise<void>;
};

/**
 * Sends the outbox. Every `intervalMs` (and when woken) it claims due e-mails and sends each batch
 * at once; a failure is recorded and retried later with a growing delay. Several instances can run it
 * at once: each claims different rows.
 */
export function startMailWorker({
  db,
  transport,
  log,
  intervalMs = 5_000,
  now = () => new Date(),
  autoStart = true,
  leaseMs,
}: {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => Date;
  autoStart?: boolean;
  /** How long a claimed e-mail is this worker's before another may take it over. */
  leaseMs?: number;
}): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      await transport.send(row);
      await markSent(db, row, now());
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(
        { outboxId: row.id, purpose: row.purpose, attempt: row.attempts + 1, err: reason },
        "e-mail not sent; will retry",
      );
      await markFailed(db, row, now(), reason);
      return false;
    }
  }

  async function round(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDue(db, now(), 10, leaseMs);
      if (batch.length === 0) return sent;
      // The batch is sent at once, over the transport's pooled connections.
      const results = await Promise.all(batch.map((row) => deliver(row)));
      sent += results.filter(Boolean).length;
      if (stopped) return sent;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        log.error({ err: error }, "mail worker round failed");
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
