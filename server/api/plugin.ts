import { createHash } from "node:crypto";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contactFields, contactSchema } from "#app/forms/contact/schema";
import { deletionFields, deletionSchema } from "#app/forms/deletion/schema";
import { demoFields, demoSchema } from "#app/forms/demo/schema";
import { endpoints, type FormId } from "#app/forms/envelope";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { startOutboxWorker, type OutboxWorker } from "#server/delivery/worker";
import { purgeUnconfirmedDeletions } from "#server/jobs/purge-deletions";
import { purgeExpiredLeads } from "#server/jobs/purge-leads";
import { every } from "#server/jobs/schedule";
import { deleteEndedCounters } from "#server/db/counters";
import { contactSummary } from "#server/mail/contact-emails";
import { demoSummary } from "#server/mail/demo-emails";
import { emailChannel } from "#server/mail/outbox";
import { folderTransport, smtpTransport } from "#server/mail/transport";
import { display } from "#server/mail/values";
import { webhookChannel } from "#server/webhook/send";
import { leadWebhook } from "#server/webhook/target";
import { storeContactMessage } from "./contact-store";
import { registerDeletionConfirmation } from "./deletion-confirm";
import { storeDeletionRequest } from "./deletion-store";
import { storeDemoRequest } from "./demo-store";
import { intakeHandler } from "./intake";
import { ipHashKey } from "./ip-hash";
import { databaseRateLimitStore } from "./rate-limit-store";
import type { StoreContext } from "./meta";
import { registerReceiptPages } from "./receipt";
import { problemPage, type ProblemKind } from "./pages";
import { sendTokenKey } from "./send-token";
import { requestLocale, wantsHtml } from "./request-locale";

const HOUR_MS = 60 * 60_000;

/** Which form an /api/… path belongs to, for the pages that answer its errors. */
function formOf(url: string): FormId | undefined {
  const path = url.split("?")[0];
  return (Object.keys(endpoints) as FormId[]).find((form) => endpoints[form] === path);
}

function problemOf(status: number): ProblemKind {
  if (status === 429) return "rate-limited";
  if (status === 413) return "too-large";
  return status < 500 ? "rejected" : "server";
}

const errorCodes: Record<number, string> = {
  400: "invalid_body",
  413: "body_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

/**
 * The API behind the forms (docs/forms.md): the three endpoints, the deletion confirmation, the
 * outbox worker (e-mails, and leads to the CRM's webhook), and the purge of unconfirmed deletion
 * requests and of leads past their retention.
 */
export async function registerForms(
  app: FastifyInstance,
  config: Config,
  { db, stylesheets }: { db: Database; stylesheets: readonly string[] },
) {
  const now = () => new Date();
  const webhook = leadWebhook(config);
  const context: StoreContext = {
    teamEmail: config.TEAM_EMAIL,
    teamLocale: config.TEAM_LOCALE,
    serviceUrl: (config.SERVICE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ""),
    leadWebhook: webhook,
  };
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : folderTransport(config.OUTBOX_DIR, config.MAIL_FROM, (file, row) =>
        app.log.info({ file, purpose: row.purpose }, "e-mail written to the outbox folder (no SMTP_URL)"),
      );
  app.log.info({ mail: transport.describe }, "e-mail goes to");
  app.log.info({ webhook: webhook?.origin ?? "off" }, "leads are posted to");
  if (!config.SERVICE_URL && config.NODE_ENV === "production")
    app.log.warn(
      { serviceUrl: context.serviceUrl },
      "SERVICE_URL is not set: links in e-mails use this address, and forms are taken only from pages of the origin the Host header names",
    );
  const worker = startOutboxWorker({
    db,
    channels: [emailChannel(transport), webhookChannel(webhook)],
    log: app.log,
    autoStart: config.JOBS,
    leaseMs: config.OUTBOX_LEASE_SECONDS * 1000,
  });
  const stopPurge = config.JOBS
    ? every(
        HOUR_MS,
        "purge-expired-records",
        async () => {
          const purged = await purgeUnconfirmedDeletions(db, now());
          if (purged.length > 0) app.log.info({ purged }, "unconfirmed deletion requests purged");
          const expired = await purgeExpiredLeads(db, now());
          if (expired.length > 0) app.log.info({ expired }, "leads past their retention deleted");
          await deleteEndedCounters(db, now());
        },
        { log: app.log, db },
      )
    : async () => undefined;
  app.decorate("outboxWorker", worker);
  app.addHook("onClose", async () => {
    await stopPurge();
    await worker.stop();
    transport.close();
  });

  const key = await ipHashKey(db, config.IP_HASH_SECRET);
  const common = {
    ipHashKey: key,
    sendKey: sendTokenKey(key),
    minFillMs: config.FORM_MIN_FILL_MS,
    serviceUrl: config.SERVICE_URL,
    allowedOrigins: config.FORM_ALLOWED_ORIGINS,
    stylesheets,
    secureCookies: config.NODE_ENV === "production",
    now,
    stored: () => worker.wake(),
  };

  await app.register(async (scope) => {
    // Forms arrive as JSON or as a browser posts them; anything else is refused with 415.
    scope.removeContentTypeParser("text/plain");
    await scope.register(formbody, { bodyLimit: config.FORM_BODY_LIMIT });
    // Counted in the database: every instance of the service sees the same counts.
    await scope.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
    // Signs the receipts of forms posted without script (receipt.ts), with a key of their own.
    await scope.register(cookie, {
      secret: createHash("sha256").update(`form receipts\0${key}`).digest("hex"),
    });

    // A site served from another origin (URBIS_PUBLIC_API_ORIGIN at its build) may read the answers.
    // Form posts are "simple" requests (no preflight): the header on the answer is all it takes.
    const allowedOrigins = new Set(config.FORM_ALLOWED_ORIGINS);
    scope.addHook("onSend", async (request, reply, payload) => {
      const origin = request.headers.origin;
      if (origin && allowedOrigins.has(origin)) reply.header("Access-Control-Allow-Origin", origin);
      reply.header("Vary", "Origin");
      return payload;
    });

    scope.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, "form request failed");
      reply.code(status).header("Cache-Control", "no-store");
      if (wantsHtml(request)) {
        const page = problemPage(formOf(request.url), problemOf(status), {
          locale: requestLocale(request),
          stylesheets,
        });
        return reply.type("text/html; charset=utf-8").send(page);
      }
      return reply.send({ error: errorCodes[status] ?? (status < 500 ? "bad_request" : "server_error") });
    });

    const route = {
      bodyLimit: config.FORM_BODY_LIMIT,
      config: { rateLimit: { max: config.FORM_RATE_LIMIT, timeWindow: config.FORM_RATE_WINDOW } },
    };
    scope.post(
      endpoints.demo,
      route,
      intakeHandler({
        ...common,
        form: "demo",
        fields: demoFields,
        schema: demoSchema,
        summary: demoSummary,
        store: (data, meta) => storeDemoRequest(db, data, meta, context),
      }),
    );
    scope.post(
      endpoints.contact,
      route,
      intakeHandler({
        ...common,
        form: "contact",
        fields: contactFields,
        schema: contactSchema,
        summary: contactSummary,
        store: (data, meta) => storeContactMessage(db, data, meta, context),
      }),
    );
    scope.post(
      endpoints.deletion,
      route,
      intakeHandler({
        ...common,
        form: "deletion",
        fields: deletionFields,
        schema: deletionSchema,
        summary: (request, locale) => {
          const { t, none } = display(locale);
          return [
            [t("forms.deletion.email.label"), request.email],
            [t("forms.deletion.phone.label"), request.phone ?? none],
            [t("forms.deletion.reason.label"), request.reason ?? none],
          ];
        },
        store: (data, meta) => storeDeletionRequest(db, data, meta, context),
      }),
    );
    registerReceiptPages(scope, stylesheets);
    registerDeletionConfirmation(scope, { db, context, stylesheets, now, stored: () => worker.wake() });
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the outbox: e-mails, and leads to the webhook (server/delivery/worker.ts). */
    outboxWorker: OutboxWorker;
  }
}
