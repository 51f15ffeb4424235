import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails, submissions } from "#server/db/schema";
import type { Agent } from "../support/agent";
import { hiddenValue } from "../support/agent";
import { sharedService } from "../../support/service";
import { signedIn, startInbox, submit } from "../support/inbox";
import { listed, visibleText } from "../support/pages";

/** A moment in Casablanca in May 2026 (UTC+1; during Ramadan Morocco is on UTC+0). */
const casablanca = (isoLocal: string) => new Date(`${isoLocal}+01:00`);

describe("the team's queues", () => {
  // Each test starts from an empty database (sharedService), as its lists are exact.
  const shared = sharedService(() => startInbox("embedded"));

  it("list newest first, filter by status, Casablanca days, language, role, plan, city, subject, and search", async () => {
    const inbox = shared();
    const rabatOld = await submit(
      inbox,
      "demo",
      { city: "Rabat", company: "Syndic Agdal" },
      casablanca("2026-05-10T09:00:00"),
    );
    const rabatLate = await submit(
      inbox,
      "demo",
      { city: "Rabat", role: "MANAGER", size: "900", plan: "premium" },
      // 23:30 in Casablanca: still the 11th there, though 22:30 UTC.
      casablanca("2026-05-11T23:30:00"),
    );
    const casaEn = await submit(
      inbox,
      "demo",
      { city: "Casablanca", message: "100% sure, under_score" },
      casablanca("2026-05-12T00:30:00"),
    );
    const contact = await submit(inbox, "contact", { subject: "press" });
    // During Ramadan (UTC+0) a day starts at midnight UTC: 23:30 UTC on 1 March is still 1 March.
    const ramadan = await submit(inbox, "demo", { city: "Oujda" }, new Date("2026-03-01T23:30:00Z"));
    // 23:30 UTC on 22 November is 00:30 on the 23rd in Casablanca (UTC+1 again after Ramadan).
    const november = await submit(inbox, "demo", { city: "Fès" }, new Date("2026-11-22T23:30:00Z"));
    await inbox.app.db.update(submissions).set({ locale: "en" }).where(eq(submissions.reference, casaEn));
    const agent = await signedIn(inbox);

    const list = async (query = "") => listed((await agent.get(`/inbox/demo${query}`)).body);
    expect(await list()).toEqual([november, casaEn, rabatLate, rabatOld, ramadan]);
    expect(await list("?from=2026-03-01&to=2026-03-01")).toEqual([ramadan]);
    expect(await list("?from=2026-11-23&to=2026-11-23")).toEqual([november]);
    expect(await list("?from=2026-11-22&to=2026-11-22")).toEqual([]);
    expect(await list("?city=rabat")).toEqual([rabatLate, rabatOld]);
    // 00:30 on the 12th in Casablanca is 23:30 UTC on the 11th: it belongs to the 12th.
    expect(await list("?from=2026-05-11&to=2026-05-11")).toEqual([rabatLate]);
    expect(await list("?from=2026-05-12&to=2026-05-31")).toEqual([casaEn]);
    expect(await list("?from=2026-05-01&to=2026-05-10")).toEqual([rabatOld]);
    expect(await list("?locale=en")).toEqual([casaEn]);
    expect(await list("?role=MANAGER")).toEqual([rabatLate]);
    expect(await list("?plan=premium")).toEqual([rabatLate]);
    expect(await list("?q=agdal")).toEqual([rabatOld]);
    expect(await list(`?q=${encodeURIComponent(rabatLate)}`)).toEqual([rabatLate]);
    // % and _ are searched as themselves, not as wildcards.
    expect(await list("?q=100%25")).toEqual([casaEn]);
    expect(await list("?q=under_score")).toEqual([casaEn]);
    expect(await list("?q=Syndic_Agdal")).toEqual([]);
    expect(await list("?status=in_progress")).toEqual([]);
    // A filter that makes no sense is dropped, not an error.
    expect(await list("?status=nonsense&from=yesterday")).toEqual([
      november,
      casaEn,
      rabatLate,
      rabatOld,
      ramadan,
    ]);
    expect(listed((await agent.get("/inbox/contact?subject=press")).body)).toEqual([contact]);
    expect(listed((await agent.get("/inbox/contact?subject=sales")).body)).toEqual([]);
    const filtered = await agent.get("/inbox/demo?city=Rabat");
    expect(visibleText(filtered.body)).toContain("2 résultats");
  });

  it("search as the team types: without accents, case or Arabic short vowels", async () => {
    const inbox = shared();
    const fes = await submit(inbox, "demo", { city: "Fès", company: "Résidence Élysée" });
    const amal = await submit(inbox, "demo", { city: "الرباط", company: "إقامة الأمل" });
    const other = await submit(inbox, "demo", { city: "Tanger", company: "Syndic Nord" });
    const agent = await signedIn(inbox);
    const list = async (query: string) => listed((await agent.get(`/inbox/demo${query}`)).body);

    expect(await list("?city=fes")).toEqual([fes]);
    expect(await list("?city=F%C3%88S")).toEqual([fes]);
    expect(await list(`?q=${encodeURIComponent("residence elysee")}`)).toEqual([fes]);
    expect(await list(`?q=${encodeURIComponent("ÉLYSÉE")}`)).toEqual([fes]);
    // The hamza's seat and the short vowels, as typed or not.
    expect(await list(`?q=${encodeURIComponent("اقامة الامل")}`)).toEqual([amal]);
    expect(await list(`?q=${encodeURIComponent("الأَمَل")}`)).toEqual([amal]);
    expect(await list(`?city=${encodeURIComponent("الرّباط")}`)).toEqual([amal]);
    // Folding finds more, never anything else.
    expect(await list("?q=nord")).toEqual([other]);
    expect(await list("?q=fez")).toEqual([]);
  });
  it("pages through 25 records at a time", async () => {
    const inbox = shared();
    const references: string[] = [];
    for (let i = 0; i < 27; i++)
      references.push(await submit(inbox, "contact", {}, new Date(Date.UTC(2026, 0, 1, 0, i))));
    const agent = await signedIn(inbox);
    const first = await agent.get("/inbox/contact");
    expect(listed(first.body)).toEqual(references.slice(2).reverse());
    expect(visibleText(first.body)).toContain("Page 1 sur 2");
    expect(first.body).toContain('href="/inbox/contact?page=2"');
    const second = await agent.get("/inbox/contact?page=2");
    expect(listed(second.body)).toEqual([references[1], references[0]]);
  });

  it("status changes (single and bulk) are recorded with who and when, notes with author and time — and survive a restart", async () => {
    const inbox = shared();
    const a = await submit(inbox, "demo");
    const b = await submit(inbox, "demo");
    const c = await submit(inbox, "demo");
    const agent = await signedIn(inbox);
    const csrf = hiddenValue((await agent.get("/inbox/demo")).body, "csrf");

    const bulk = await agent.post("/inbox/demo/status?city=Casablanca", {
      csrf,
      to: "in_progress",
      ref: [a, b],
    });
    expect(bulk.statusCode).toBe(303);
    expect(bulk.headers.location).toBe("/inbox/demo?city=Casablanca&moved=2&skipped=0");
    expect(visibleText((await agent.get(String(bulk.headers.location))).body)).toContain(
      "2 éléments ont changé de statut.",
    );
    expect(listed((await agent.get("/inbox/demo?status=in_progress")).body).sort()).toEqual([a, b].sort());

    const done = await agent.post(`/inbox/demo/${a}/status`, { csrf, from: "in_progress", to: "done" });
    expect(done.headers.location).toBe(`/inbox/demo/${a}?moved=1`);
    // Someone else moved it first: a change made from a stale page is not applied.
    const stale = await agent.post(`/inbox/demo/${a}/status`, { csrf, from: "in_progress", to: "spam" });
    expect(stale.headers.location).toBe(`/inbox/demo/${a}?conflict=1`);
    const note = await agent.post(`/inbox/demo/${a}/notes`, {
      csrf,
      body: "Rappelée le 12 : démo jeudi.\nOK",
    });
    expect(note.headers.location).toBe(`/inbox/demo/${a}?note=added`);
    expect((await agent.post(`/inbox/demo/${a}/notes`, { csrf, body: "   " })).headers.location).toBe(
      `/inbox/demo/${a}?note=invalid`,
    );

    const show = async () => visibleText((await agent.get(`/inbox/demo/${a}`)).body);
    const before = await show();
    expect(before).toContain("Statut actuel : Traité");
    expect(before).toMatch(/Arrivée dans la file \(« Nouveau »\) automatique · /);
    // The month in full, as every date of the site (decision 061): "29 novembre 2026".
    expect(before).toMatch(/« Nouveau » → « En cours » Salma Idrissi · \d+ [a-zéû]{3,} 20\d\d/);
    expect(before).toMatch(/« En cours » → « Traité » Salma Idrissi · /);
    expect(before).not.toContain("→ « Indésirable »");
    expect(before).toMatch(/Rappelée le 12 : démo jeudi\. OK Salma Idrissi · /);

    await inbox.restart();
    const again = await agent.get(`/inbox/demo/${a}`);
    expect(again.statusCode).toBe(200);
    expect(visibleText(again.body)).toBe(before);
    expect(listed((await agent.get("/inbox/demo?status=new")).body)).toEqual([c]);
  });

  it("resolving a deletion ticket e-mails the requester in their language", async () => {
    const inbox = shared();
    const ticket = await submit(inbox, "deletion", { email: "layla@example.ma" });
    await inbox.app.db.update(submissions).set({ locale: "ar" }).where(eq(submissions.reference, ticket));
    const agent = await signedIn(inbox);
    const csrf = hiddenValue((await agent.get(`/inbox/deletion/${ticket}`)).body, "csrf");
    await agent.post(`/inbox/deletion/${ticket}/status`, { csrf, from: "new", to: "in_progress" });
    expect(await inbox.app.db.$count(outboxEmails, eq(outboxEmails.purpose, "deletion.done"))).toBe(0);
    await agent.post(`/inbox/deletion/${ticket}/status`, { csrf, from: "in_progress", to: "done" });
    const [mail] = await inbox.app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.purpose, "deletion.done"));
    expect(mail?.toAddress).toBe("layla@example.ma");
    expect(mail?.subject).toBe(`تم حذف حسابكم على Urbis (${ticket})`);
    expect(mail?.textBody).toContain("http://urbis.test/ar/core/delete-my-account");
    expect(mail?.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.status).toBe("pending");

    // Reopened and closed again: the requester was already told, once is enough.
    await agent.post(`/inbox/deletion/${ticket}/status`, { csrf, from: "done", to: "in_progress" });
    await agent.post(`/inbox/deletion/${ticket}/status`, { csrf, from: "in_progress", to: "done" });
    expect(await inbox.app.db.$count(outboxEmails, eq(outboxEmails.purpose, "deletion.done"))).toBe(1);
    const [closed] = await inbox.app.db.select().from(submissions).where(eq(submissions.reference, ticket));
    expect(closed?.status).toBe("done");
  });

  it("shows what a visitor typed as plain text, never as markup, in the list and the detail", async () => {
    const inbox = shared();
    const attack = `<img src=x onerror=alert(1)>`;
    const script = `<script>alert("x")</script>`;
    const reference = await submit(inbox, "demo", {
      firstName: attack,
      lastName: script,
      company: `"><svg onload=alert(2)>`,
      city: "Fès",
      message: `Bonjour ${attack} ${script}`,
    });
    const agent = await signedIn(inbox);
    for (const page of [await agent.get("/inbox/demo"), await agent.get(`/inbox/demo/${reference}`)]) {
      expect(page.body).not.toMatch(/<img|<script|<svg|onerror=alert\(1\)>/i);
      expect(page.body).toContain("&lt;img src=x onerror=alert(1)&gt;");
      expect(visibleText(page.body)).toContain(attack);
      expect(visibleText(page.body)).toContain(script);
    }
  });

  it("answers 404 for an unknown queue or record, and keeps unconfirmed deletion requests out", async () => {
    const inbox = shared();
    const response = await inbox.app.inject({
      method: "POST",
      url: "/api/deletion-requests",
      payload: { email: "pending@example.ma", consent: true, fillMs: 5000 },
    });
    const { reference } = response.json<{ reference: string }>();
    const agent: Agent = await signedIn(inbox);
    expect((await agent.get("/inbox/invoices")).statusCode).toBe(404);
    expect((await agent.get("/inbox/demo/DEM-22222")).statusCode).toBe(404);
    expect((await agent.get(`/inbox/deletion/${reference}`)).statusCode).toBe(404);
    expect(listed((await agent.get("/inbox/deletion")).body)).toEqual([]);
  });
});
