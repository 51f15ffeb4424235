import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { outboxEmails, outboxWebhooks } from "#server/db/schema";
import { backoffMs, MAX_ATTEMPTS } from "#server/delivery/deliveries";
import { backends } from "../../support/database";
import { must } from "../../support/must";
import {
  SECRET,
  startWebhookListener,
  webhookWorker,
  type WebhookListener,
} from "../../support/webhook-listener";
import { signedIn, startInbox, submit, type Inbox } from "../support/inbox";

/** The text a person reads in a piece of a page: tags dropped, entities decoded, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** Each delivery of a detail page, as read: what it is, its status, tries, last error. */
function deliveries(html: string): string[] {
  const section = html.match(/<section[^>]*aria-labelledby="deliveries"[^>]*>([\s\S]*?)<\/section>/)?.[1];
  return [...must(section, "the deliveries section").matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) =>
    text(m[1] ?? ""),
  );
}

/** Each record of a list page, as read, by its reference. */
function listRecords(html: string): Map<string, string> {
  const records = new Map<string, string>();
  for (const [, item = ""] of html.matchAll(/<li class="ib-record">([\s\S]*?)<\/li>/g)) {
    const reference = item.match(/name="ref" value="([^"]+)"/)?.[1];
    if (reference) records.set(reference, text(item));
  }
  return records;
}

describe.each(backends)("deliveries in the inbox (%s database)", (backend) => {
  let inbox: Inbox | undefined;
  let crm: WebhookListener | undefined;
  afterEach(async () => {
    await inbox?.close();
    await crm?.close();
    inbox = crm = undefined;
  });

  it("a lead the CRM refuses until the last attempt is marked failed, on its page and in the list, in the three languages", async () => {
    crm = await startWebhookListener(SECRET);
    inbox = await startInbox(backend, { LEAD_WEBHOOK_URL: crm.url, LEAD_WEBHOOK_SECRET: SECRET });
    const refused = await submit(inbox, "demo");
    let clock = Date.now();
    const worker = webhookWorker(inbox, () => clock);
    crm.refuseNext(MAX_ATTEMPTS);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await worker.runOnce();
      clock += backoffMs(attempt);
    }
    const accepted = await submit(inbox, "demo");
    await worker.runOnce();
    // One more round past the last delay: a failed lead is never tried again.
    clock += backoffMs(MAX_ATTEMPTS);
    await worker.runOnce();
    await worker.stop();
    expect(crm.received.map((hook) => hook.status)).toEqual([...Array<number>(MAX_ATTEMPTS).fill(503), 200]);
    const [given] = await inbox.app.db
      .select()
      .from(outboxWebhooks)
      .where(eq(outboxWebhooks.idempotencyKey, refused));
    expect(given).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, body: "" });
    // The e-mails go out as usual (the service's own worker).
    await inbox.app.outboxWorker.runOnce();
    expect(await inbox.app.db.$count(outboxEmails, eq(outboxEmails.status, "sent"))).toBe(4);

    const agent = await signedIn(inbox);
    const page = await agent.get(`/inbox/demo/${refused}`);
    expect(page.statusCode).toBe(200);
    const [visitor, team, webhook] = deliveries(page.body);
    expect(visitor).toMatch(
      /^Accusé de réception au visiteur Envoyé salma@residence-anfa\.ma · 1 tentative · Envoyé le /,
    );
    expect(team).toMatch(/^Notification à l'équipe Envoyé team@urbis\.test · 1 tentative · Envoyé le /);
    expect(webhook).toMatch(
      new RegExp(
        `^Envoi au CRM \\(webhook\\) En échec ${crm.origin} · 30 tentatives · Dernier essai le .+ Dernière erreur : HTTP 503 Service Unavailable$`,
      ),
    );
    expect(deliveries((await agent.get(`/inbox/demo/${accepted}`)).body)[2]).toMatch(
      /^Envoi au CRM \(webhook\) Envoyé .+ · 1 tentative · Envoyé le /,
    );

    const list = await agent.get("/inbox/demo");
    expect(list.body).toContain(
      `<a href="/inbox/demo?delivery=failed">1 élément de cette file a un envoi en échec</a>`,
    );
    const records = listRecords(list.body);
    expect(records.get(refused)).toContain("Envoi en échec");
    expect(records.get(accepted)).not.toContain("échec");
    expect([...listRecords((await agent.get("/inbox/demo?delivery=failed")).body).keys()]).toEqual([refused]);
    expect((await agent.get("/inbox/contact")).body).not.toContain("delivery=failed");

    const english = deliveries((await agent.get(`/inbox/demo/${refused}?ui=en`)).body);
    expect(english[2]).toMatch(
      /^Sent to the CRM \(webhook\) Failed .+ · 30 attempts · Last attempt on .+ Last error: HTTP 503/,
    );
    expect((await agent.get("/inbox/demo")).body).toContain("1 item in this queue has a failed delivery");
    const arabic = await agent.get(`/inbox/demo/${refused}?ui=ar`);
    expect(deliveries(arabic.body)[2]).toMatch(
      /^الإرسال إلى نظام CRM \(webhook\) فشل .+ · 30 محاولة · آخر محاولة في .+ آخر خطأ: HTTP 503/,
    );
    expect(arabic.body).toContain('<span class="ib-ltr">HTTP 503 Service Unavailable</span>');
    expect(text((await agent.get("/inbox/demo")).body)).toContain(
      "عنصر واحد في هذه القائمة فشلت إحدى عمليات إرساله",
    );
  });
});
