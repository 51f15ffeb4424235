import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legal } from "#core/content/legal";
import { deletionRequests, outboxEmails, statusChanges, submissions } from "#server/db/schema";
import { purgeUnconfirmedDeletions } from "#server/jobs/purge-deletions";
import { backends } from "../support/database";
import { validDeletion } from "../support/payloads";
import { startService, type Service } from "../support/service";
import { must } from "../support/must";

const DAY = 24 * 60 * 60_000;

describe.each(backends)("account deletion on the %s database", (backend) => {
  let service: Service;
  beforeAll(async () => {
    service = await startService(backend);
  });
  afterAll(() => service.close());

  /** Requests deletion for `email` and returns the path of the link the e-mail carries. */
  async function request(email: string, lang = "fr") {
    const response = await service.app.inject({
      method: "POST",
      url: "/api/deletion-requests",
      payload: { ...validDeletion, email, lang },
    });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const mail = await service.smtp.waitFor((m) => m.to.includes(email) && m.text.includes(reference));
    const link = mail.text.match(
      /http:\/\/urbis\.test(\/api\/deletion-requests\/confirm\?token=[\w-]+)/,
    )?.[1];
    expect(link).toBeDefined();
    return {
      reference,
      path: must(link),
      token: must(new URL(must(link), "http://x").searchParams.get("token")),
    };
  }

  const confirm = (token: string) =>
    service.app.inject({
      method: "POST",
      url: "/api/deletion-requests/confirm",
      payload: new URLSearchParams({ token }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    });

  const row = async (reference: string) => {
    const [found] = await service.app.db
      .select()
      .from(submissions)
      .innerJoin(deletionRequests, eq(deletionRequests.submissionId, submissions.id))
      .where(eq(submissions.reference, reference));
    return found;
  };

  it("request → e-mailed link → confirmation: a ticket in the team's queue, and the requester told", async () => {
    const { reference, path, token } = await request("amina@example.ma", "ar");
    const stored = await row(reference);
    expect(must(stored).submissions.status).toBe("unconfirmed");
    expect(must(stored).deletion_requests.tokenHash).not.toContain(token);
    expect(must(stored).deletion_requests.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const hours =
      (must(stored).deletion_requests.tokenExpiresAt.getTime() -
        must(stored).submissions.createdAt.getTime()) /
      3_600_000;
    expect(hours).toBe(legal.retention.confirmationLinkHours);

    const ask = await service.app.inject({ method: "GET", url: path, headers: { accept: "text/html" } });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('<html lang="ar" dir="rtl" data-script="arabic">');
    expect(ask.body).toContain("تأكيد طلب الحذف");

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<html lang="ar" dir="rtl" data-script="arabic">');
    expect(done.body).toContain("تم تأكيد طلب الحذف");
    expect(done.body).toContain(`\u2068${reference}\u2069`);

    const confirmed = await row(reference);
    expect(must(confirmed).submissions.status).toBe("new");
    expect(must(confirmed).deletion_requests.confirmedAt).toBeInstanceOf(Date);
    const history = await service.app.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.submissionId, must(confirmed).submissions.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, "unconfirmed"],
      ["unconfirmed", "new"],
    ]);

    const told = await service.smtp.waitFor(
      (m) => m.to.includes("amina@example.ma") && m.subject.includes(reference),
    );
    expect(told.subject).toBe(`تم تأكيد طلب الحذف (${reference})`);
    const team = await service.smtp.waitFor(
      (m) => m.to.includes("team@urbis.test") && m.subject.includes(reference),
    );
    expect(team.subject).toBe(`Demande de suppression confirmée ${reference}`);
    expect(team.text).toContain("amina@example.ma");
    expect(team.text).toContain("Je déménage.");

    // The link's e-mail was sent: its copy in the outbox no longer holds the link.
    const [linkMail] = await service.app.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.submissionId, must(confirmed).submissions.id),
          eq(outboxEmails.purpose, "deletion.link"),
        ),
      );
    expect(must(linkMail).status).toBe("sent");
    expect(must(linkMail).textBody).not.toContain(token);
    expect(must(linkMail).htmlBody).not.toContain(token);
  });

  it("a link used twice says the request is already confirmed", async () => {
    const { token, path } = await request("twice@example.ma");
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("Cette demande est déjà confirmée");
    const opened = await service.app.inject({ method: "GET", url: path, headers: { accept: "text/html" } });
    expect(opened.body).toContain("Cette demande est déjà confirmée");
  });

  it("an expired link says so and confirms nothing", async () => {
    const { reference, token, path } = await request("late@example.ma", "en");
    const stored = await row(reference);
    await service.app.db
      .update(deletionRequests)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(deletionRequests.submissionId, must(stored).submissions.id));
    const opened = await service.app.inject({ method: "GET", url: path, headers: { accept: "text/html" } });
    expect(opened.statusCode).toBe(410);
    expect(opened.body).toContain("This link has expired");
    expect(opened.body).toContain('href="/en/core/delete-my-account#deletion-request"');
    expect((await confirm(token)).statusCode).toBe(410);
    expect(must(await row(reference)).submissions.status).toBe("unconfirmed");
  });

  it("an unknown or mangled link is not valid", async () => {
    for (const token of ["x".repeat(43), "short", ""]) {
      const opened = await service.app.inject({
        method: "GET",
        url: `/api/deletion-requests/confirm?token=${token}`,
        headers: { accept: "text/html", "accept-language": "en" },
      });
      expect(opened.statusCode).toBe(404);
      expect(opened.body).toContain("This link is not valid");
      expect((await confirm(token)).statusCode).toBe(404);
    }
  });

  it("unconfirmed requests are purged once past their retention; confirmed ones stay", async () => {
    const stale = await request("stale@example.ma");
    const kept = await request("kept@example.ma");
    expect((await confirm(kept.token)).statusCode).toBe(200);
    const now = Date.now();

    const early = await purgeUnconfirmedDeletions(service.app.db, new Date(now + 2 * DAY));
    expect(early).not.toContain(stale.reference);
    const purged = await purgeUnconfirmedDeletions(
      service.app.db,
      new Date(now + (legal.retention.unconfirmedDeletionDays + 1) * DAY),
    );
    expect(purged).toContain(stale.reference);
    expect(purged).not.toContain(kept.reference);
    expect(await row(stale.reference)).toBeUndefined();
    expect(must(await row(kept.reference)).submissions.status).toBe("new");
    // Nothing of the requester is left behind: the e-mails about the purged request went too.
    const addresses = (await service.app.db.select().from(outboxEmails)).map((mail) => mail.toAddress);
    expect(addresses).not.toContain("stale@example.ma");
    expect(addresses).toContain("kept@example.ma");
    const afterPurge = await confirm(stale.token);
    expect(afterPurge.statusCode).toBe(404);
  });
});
