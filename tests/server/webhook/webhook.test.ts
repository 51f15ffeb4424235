import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { outboxWebhooks, submissions } from "#server/db/schema";
import { backoffMs } from "#server/delivery/deliveries";
import { backends } from "../support/database";
import { must } from "../support/must";
import { validContact, validDeletion, validDemo } from "../support/payloads";
import { sharedService, startService, type Service } from "../support/service";
import {
  SECRET,
  startWebhookListener,
  webhookWorker,
  type WebhookListener,
} from "../support/webhook-listener";

/** Where a visit came from, as the page's script sends it with the form (decision 055). */
const visit = {
  landing_page: "/",
  form_page: "/core/demo",
  referrer_host: "www.facebook.com",
  utm_source: "facebook",
  utm_campaign: "syndics-casa",
  pages_seen: ["/", "/core/features/payments"],
  tool: "charges-split",
  visit_seconds: "312",
};

describe.each(backends)("leads posted to the CRM's webhook (%s database)", (backend) => {
  // One service, each test on an empty database, built again with the CRM's URL the test gives.
  const shared = sharedService(() => startService(backend, { JOBS: "false", LEAD_WEBHOOK_SECRET: SECRET }));
  let service: Service | undefined;
  const listeners: WebhookListener[] = [];
  afterEach(async () => {
    for (const listener of listeners.splice(0)) await listener.close();
  });

  async function listener() {
    const started = await startWebhookListener(SECRET);
    listeners.push(started);
    return started;
  }

  async function submit(url: string, payload: object) {
    const response = await must(service).app.inject({ method: "POST", url, payload });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const [row] = await must(service)
      .app.db.select()
      .from(submissions)
      .where(eq(submissions.reference, reference));
    return must(row);
  }

  // In the order they were queued: a batch is sent at once, so rows are updated in any order.
  const webhookRows = () =>
    must(service).app.db.select().from(outboxWebhooks).orderBy(asc(outboxWebhooks.id));

  it("posts each demo request signed, with its reference as idempotency key; refused twice, it is retried with a growing delay until accepted", async () => {
    const crm = await listener();
    service = await shared.with({ LEAD_WEBHOOK_URL: `${crm.url}?token=abc` });
    const demo = await submit("/api/demo-requests", { ...validDemo, ...visit });
    let [row] = await webhookRows();
    expect(row).toMatchObject({
      status: "pending",
      attempts: 0,
      submissionId: demo.id,
      idempotencyKey: demo.reference,
      targetOrigin: crm.origin,
    });

    let clock = Date.now();
    const worker = webhookWorker(service, () => clock);
    crm.refuseNext(2);
    expect(await worker.runOnce()).toBe(0);
    [row] = await webhookRows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 503 Service Unavailable" });
    expect(must(row).nextAttemptAt.getTime() - clock).toBe(backoffMs(1));
    // Not due yet: nothing is posted.
    expect(await worker.runOnce()).toBe(0);
    expect(crm.received).toHaveLength(1);

    clock += backoffMs(1);
    expect(await worker.runOnce()).toBe(0);
    [row] = await webhookRows();
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(must(row).nextAttemptAt.getTime() - clock).toBe(backoffMs(2));
    clock += backoffMs(2);
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();

    expect(crm.received.map((hook) => hook.status)).toEqual([503, 503, 200]);
    const first = must(crm.received[0]);
    // Every attempt is the same lead under the same key, signed afresh with the time it was sent.
    for (const hook of crm.received) {
      expect(hook.path).toBe("/hooks/urbis?token=abc");
      expect(hook.verified).toBe(true);
      expect(hook.headers["content-type"]).toBe("application/json");
      expect(hook.headers["idempotency-key"]).toBe(demo.reference);
      expect(hook.body).toBe(first.body);
    }
    const sentAt = [clock - backoffMs(2) - backoffMs(1), clock - backoffMs(2), clock];
    expect(crm.received.map((hook) => hook.headers["x-urbis-timestamp"])).toEqual(
      sentAt.map((at) => String(Math.floor(at / 1000))),
    );
    expect(JSON.parse(first.body)).toEqual({
      version: 2,
      kind: "demo",
      reference: demo.reference,
      createdAt: demo.createdAt.toISOString(),
      locale: "fr",
      fields: {
        firstName: "Salma",
        lastName: "Benali",
        email: "salma@residence-anfa.ma",
        phone: "+212612345678",
        company: "Résidence Anfa",
        city: "Casablanca",
        country: "MA",
        role: "SYNDIC",
        size: 320,
        suggestedPlan: "standard", // 320 lots × 2.5 = 800 users (core/content/plan-estimate.ts)
        plan: null,
        preferredLanguage: "fr",
        timeSlots: ["weekday-morning", "saturday-morning"],
        message: "Nous avons 4 immeubles <script>alert(1)</script> & un parking.",
      },
      // Where the visit came from, under the names CRMs map (decision 055); unknown values are null.
      attribution: {
        recorded_by: "page",
        landing_page: "/",
        form_page: "/core/demo",
        referrer_host: "www.facebook.com",
        utm_source: "facebook",
        utm_medium: null,
        utm_campaign: "syndics-casa",
        utm_term: null,
        utm_content: null,
        pages_seen: ["/", "/core/features/payments"],
        tool: "charges-split",
        visit_seconds: 312,
      },
    });
    // Sent: the row keeps what the inbox shows, not its copy of the lead.
    [row] = await webhookRows();
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null, body: "" });
    expect(must(row).sentAt?.getTime()).toBe(clock);
  });

  it("posts contact messages too, never account-deletion requests, and sends nothing while the URL is unset", async () => {
    const crm = await listener();
    service = await shared.with({ LEAD_WEBHOOK_URL: crm.url });
    const contact = await submit("/api/contact-messages", { ...validContact, lang: "ar" });
    await submit("/api/deletion-requests", validDeletion);
    expect((await webhookRows()).map((row) => row.idempotencyKey)).toEqual([contact.reference]);
    expect(await service.app.outboxWorker.runOnce()).toBeGreaterThan(0);
    expect(crm.received).toHaveLength(1);
    expect(JSON.parse(must(crm.received[0]).body)).toEqual({
      version: 2,
      kind: "contact",
      reference: contact.reference,
      createdAt: contact.createdAt.toISOString(),
      locale: "ar",
      fields: {
        name: "Karim Alaoui",
        email: "karim@example.com",
        phone: "+33612345678",
        subject: "support",
        message: "Bonjour,\nComment ajouter un résident ?",
      },
      // Sent without the page's script: only what the service sees (here, no Referer at all).
      attribution: {
        recorded_by: "service",
        landing_page: null,
        form_page: null,
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        pages_seen: [],
        tool: null,
        visit_seconds: null,
      },
    });

    // Off: nothing is queued, so nothing can be sent.
    delete service.env.LEAD_WEBHOOK_URL;
    await service.restart();
    await submit("/api/demo-requests", validDemo);
    await submit("/api/contact-messages", validContact);
    expect(await webhookRows()).toHaveLength(1);
    await service.app.outboxWorker.runOnce();
    expect(crm.received).toHaveLength(1);
  });

  it("never sends a lead to a URL other than the one it was queued for, nor once the URL is removed", async () => {
    const first = await listener();
    const second = await listener();
    service = await shared.with({ LEAD_WEBHOOK_URL: first.url });
    await submit("/api/demo-requests", validDemo);
    service.env.LEAD_WEBHOOK_URL = second.url;
    await service.restart();
    await submit("/api/contact-messages", validContact);
    delete service.env.LEAD_WEBHOOK_URL;
    await service.restart();
    await service.app.outboxWorker.runOnce();

    expect(first.received).toEqual([]);
    expect(second.received).toEqual([]);
    const rows = await webhookRows();
    expect(rows.map((row) => [row.targetOrigin, row.status, row.attempts, row.body])).toEqual([
      [first.origin, "failed", 1, ""],
      [second.origin, "failed", 1, ""],
    ]);
    expect(
      rows.every((row) => row.lastError === "not sent: LEAD_WEBHOOK_URL no longer names this target"),
    ).toBe(true);
  });

  it("takes a refused connection, a redirect and a timeout for failures, and follows no redirect", async () => {
    const down = await startWebhookListener(SECRET);
    await down.close();
    service = await shared.with({ LEAD_WEBHOOK_URL: down.url });
    await submit("/api/demo-requests", validDemo);
    let clock = Date.now();
    const worker = webhookWorker(service, () => clock, { timeoutMs: 200 });
    const lastError = async () => must((await webhookRows())[0]).lastError;

    // Nothing listens at the URL yet.
    await worker.runOnce();
    expect(await lastError()).toBe("network error (ECONNREFUSED)");

    const crm = await startWebhookListener(SECRET, { port: Number(new URL(down.url).port) });
    listeners.push(crm);
    const elsewhere = await listener();
    crm.refuseNext(1, 307, { location: elsewhere.url });
    clock += backoffMs(1);
    await worker.runOnce();
    expect(await lastError()).toBe("HTTP 307 Temporary Redirect");
    expect(crm.received).toHaveLength(1);
    expect(elsewhere.received).toEqual([]);

    crm.hang();
    clock += backoffMs(2);
    await worker.runOnce();
    expect(await lastError()).toBe("timeout: no answer within 0.2 s");
    await worker.stop();
    expect(must((await webhookRows())[0])).toMatchObject({ status: "pending", attempts: 3 });
  });
});
