import type { FastifyInstance } from "fastify";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { folderTransport, smtpTransport } from "#server/mail/transport";
import { leadWebhook, type LeadWebhook } from "#server/webhook/target";
import { emailChannel } from "./email-channel";
import { webhookChannel } from "./webhook-channel";
import { startOutboxWorker, type OutboxWorker } from "./worker";

/**
 * The outbox's sending side: the e-mail transport (SMTP, or .eml files in OUTBOX_DIR), the CRM's
 * webhook when LEAD_WEBHOOK_URL is set, and the worker that sends both (`app.outboxWorker`),
 * stopped when the service closes. Returns what the forms need to queue and wake it.
 */
export function registerOutbox(
  app: FastifyInstance,
  config: Config,
  db: Database,
): { webhook: LeadWebhook | undefined; wake: () => void } {
  const webhook = leadWebhook(config);
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : folderTransport(config.OUTBOX_DIR, config.MAIL_FROM, (file, row) =>
        app.log.info({ file, purpose: row.purpose }, "e-mail written to the outbox folder (no SMTP_URL)"),
      );
  app.log.info({ mail: transport.describe }, "e-mail goes to");
  app.log.info({ webhook: webhook?.origin ?? "off" }, "leads are posted to");
  const worker = startOutboxWorker({
    db,
    channels: [emailChannel(transport), webhookChannel(webhook)],
    log: app.log,
    autoStart: config.JOBS,
    leaseMs: config.OUTBOX_LEASE_SECONDS * 1000,
  });
  app.decorate("outboxWorker", worker);
  app.addHook("onClose", async () => {
    await worker.stop();
    transport.close();
  });
  return { webhook, wake: () => worker.wake() };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the outbox: e-mails, and leads to the webhook (server/delivery/worker.ts). */
    outboxWorker: OutboxWorker;
  }
}
