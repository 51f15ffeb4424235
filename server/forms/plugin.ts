import type { FastifyInstance } from "fastify";
import { contactFields, contactSchema } from "#core/forms/contact/schema";
import { deletionFields, deletionSchema, type DeletionRequest } from "#core/forms/deletion/schema";
import { demoFields, demoSchema } from "#core/forms/demo/schema";
import { endpoints } from "#core/forms/endpoints";
import type { LocaleCode } from "#core/i18n/locales";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { contactSummary } from "#server/mail/contact-emails";
import { demoSummary } from "#server/mail/demo-emails";
import { display } from "#server/mail/display-values";
import type { LeadWebhook } from "#server/webhook/target";
import { storeContactMessage } from "./contact-store";
import { registerDeletionConfirmation } from "./deletion-confirm";
import { storeDeletionRequest } from "./deletion-store";
import { storeDemoRequest } from "./demo-store";
import { bookingContext } from "#server/booking/context";
import { registerBookingRoutes } from "#server/booking/routes";
import { freeSlots } from "#server/booking/availability";
import { registerManagePages } from "#server/booking/manage";
import { intakeHandler } from "./intake";
import { ipHashKey } from "./ip-hash";
import type { StoreContext } from "./meta";
import { registerReceiptPages } from "./receipt";
import { prepareFormScope } from "./scope";
import { sendTokenKey } from "./send-token";

/**
 * What the stores need to write a submission's e-mails and its lead for the webhook; a warning when
 * production runs without SERVICE_URL.
 */
function storeContext(app: FastifyInstance, config: Config, webhook: LeadWebhook | undefined): StoreContext {
  const context: StoreContext = {
    teamEmail: config.TEAM_EMAIL,
    teamLocale: config.TEAM_LOCALE,
    serviceUrl: (config.SERVICE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ""),
    leadWebhook: webhook,
  };
  if (!config.SERVICE_URL && config.NODE_ENV === "production")
    app.log.warn(
      { serviceUrl: context.serviceUrl },
      "SERVICE_URL is not set: links in e-mails use this address, and forms are taken only from pages of the origin the Host header names",
    );
  return context;
}

/** What the "check and send" page shows of a deletion request, labelled in `locale`. */
function deletionSummary(request: DeletionRequest, locale: LocaleCode): [string, string][] {
  const { t, none } = display(locale);
  return [
    [t("forms.deletion.email.label"), request.email],
    [t("forms.deletion.phone.label"), request.phone ?? none],
    [t("forms.deletion.reason.label"), request.reason ?? none],
  ];
}

/**
 * The API behind the forms (docs/forms.md): the three endpoints and the deletion confirmation. A
 * submission is stored with its e-mails and its lead for the webhook in one transaction; `stored`
 * wakes the outbox worker (server/delivery/plugin.ts) to send them.
 */
export async function registerForms(
  app: FastifyInstance,
  config: Config,
  {
    db,
    stylesheets,
    webhook,
    stored,
  }: { db: Database; stylesheets: readonly string[]; webhook: LeadWebhook | undefined; stored: () => void },
) {
  const now = () => new Date();
  const context = storeContext(app, config, webhook);

  const key = await ipHashKey(db, config.IP_HASH_SECRET);
  const booking = await bookingContext(db, config, webhook);
  const common = {
    ipHashKey: key,
    sendKey: sendTokenKey(key),
    minFillMs: config.FORM_MIN_FILL_MS,
    serviceUrl: config.SERVICE_URL,
    allowedOrigins: config.FORM_ALLOWED_ORIGINS,
    stylesheets,
    secureCookies: config.NODE_ENV === "production",
    now,
    stored,
  };

  await app.register(async (scope) => {
    await prepareFormScope(scope, config, { db, stylesheets, key });

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
        extraFields: ["slot"],
        freeTimes: (data) => freeSlots(db, { language: data.preferredLanguage, now: now() }),
        store: (data, meta) => storeDemoRequest(db, data, meta, context, booking),
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
        summary: deletionSummary,
        store: (data, meta) => storeDeletionRequest(db, data, meta, context),
      }),
    );
    const bookingLimit = { max: config.FORM_RATE_LIMIT * 10, timeWindow: config.FORM_RATE_WINDOW };
    registerBookingRoutes(scope, { db, context: booking, rateLimit: bookingLimit });
    registerManagePages(scope, { db, context: booking, stylesheets, rateLimit: bookingLimit });
    registerReceiptPages(scope, stylesheets);
    registerDeletionConfirmation(scope, { db, context, stylesheets, now, stored });
  });
}
