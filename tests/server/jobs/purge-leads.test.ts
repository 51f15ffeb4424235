import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legal } from "#core/content/legal";
import { demoRequests, notes, outboxEmails, outboxWebhooks, submissions } from "#server/db/schema";
import { purgeExpiredLeads } from "#server/jobs/purge-leads";
import { backends } from "../support/database";
import { validContact, validDeletion, validDemo } from "../support/payloads";
import { must } from "../support/must";
import { startService, type Service } from "../support/service";
import { SECRET, startWebhookListener, type WebhookListener } from "../support/webhook-listener";

const DAY = 24 * 60 * 60_000;

describe.each(backends)("the retention of leads on the %s database", (backend) => {
  let service: Service;
  let crm: WebhookListener;
  beforeAll(async () => {
    // Leads also go to a CRM: the copies queued for it are personal data too.
    crm = await startWebhookListener(SECRET);
    service = await startService(backend, { LEAD_WEBHOOK_URL: crm.url, LEAD_WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => {
    await service.close();
    await crm.close();
  });

  /** Sends a form and returns its submission's id and reference, once its e-mails are queued. */
  async function send(url: string, payload: object) {
    const response = await service.app.inject({ method: "POST", url, payload: { ...payload, lang: "fr" } });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const [row] = await service.app.db.select().from(submissions).where(eq(submissions.reference, reference));
    return { id: must(row).id, reference };
  }

  const lastChanged = (id: string, at: Date) =>
    service.app.db.update(submissions).set({ updatedAt: at }).where(eq(submissions.id, id));

  it(`deletes demo requests and contact messages ${legal.retention.leadYears} years after the last exchange, with everything about them`, async () => {
    const now = new Date("2030-06-15T10:00:00Z");
    const limit = new Date("2027-06-15T10:00:00Z"); // leadYears (3) before now
    expect(legal.retention.leadYears).toBe(3);

    const stale = await send("/api/demo-requests", validDemo);
    const staleContact = await send("/api/contact-messages", validContact);
    const justInside = await send("/api/demo-requests", validDemo);
    const notedLater = await send("/api/contact-messages", validContact);
    const deletion = await send("/api/deletion-requests", validDeletion);
    await lastChanged(stale.id, new Date(limit.getTime() - DAY));
    await lastChanged(staleContact.id, new Date(limit.getTime() - 1));
    await lastChanged(justInside.id, new Date(limit.getTime() + DAY));
    await lastChanged(notedLater.id, new Date(limit.getTime() - 400 * DAY));
    await lastChanged(deletion.id, new Date(limit.getTime() - 400 * DAY));
    // A note the team wrote after a call counts as an exchange.
    await service.app.db
      .insert(notes)
      .values({ submissionId: notedLater.id, body: "Rappelé", createdAt: new Date(limit.getTime() + DAY) });

    const outboxOf = async (ids: string[]) =>
      service.app.db.select().from(outboxEmails).where(inArray(outboxEmails.submissionId, ids));
    const webhooksOf = async (ids: string[]) =>
      service.app.db.select().from(outboxWebhooks).where(inArray(outboxWebhooks.submissionId, ids));
    expect((await outboxOf([stale.id, staleContact.id])).length).toBeGreaterThan(0);
    expect(await webhooksOf([stale.id, staleContact.id])).toHaveLength(2);

    const purged = await purgeExpiredLeads(service.app.db, now);
    expect(purged.sort()).toEqual([stale.reference, staleContact.reference].sort());

    const left = (await service.app.db.select({ reference: submissions.reference }).from(submissions)).map(
      (r) => r.reference,
    );
    expect(left).not.toContain(stale.reference);
    expect(left).toEqual(
      expect.arrayContaining([justInside.reference, notedLater.reference, deletion.reference]),
    );
    // Nothing of them stays behind: their details, the e-mails sent about them and their deliveries
    // to the CRM went too.
    expect(
      await service.app.db.select().from(demoRequests).where(eq(demoRequests.submissionId, stale.id)),
    ).toEqual([]);
    expect(await outboxOf([stale.id, staleContact.id])).toEqual([]);
    expect(await webhooksOf([stale.id, staleContact.id])).toEqual([]);
    expect((await outboxOf([justInside.id])).length).toBeGreaterThan(0);
    expect(await webhooksOf([justInside.id, notedLater.id])).toHaveLength(2);

    // Run again: nothing more to delete.
    expect(await purgeExpiredLeads(service.app.db, now)).toEqual([]);
  });
});
