import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referencePattern } from "#server/db/reference";
import { demoRequests, outboxEmails, statusChanges, submissions } from "#server/db/schema";
import { CHECK_MIN_MS } from "#server/forms/intake";
import { browserHeaders, checkPageForm, sleep } from "../support/check-page";
import { backends } from "../support/database";
import { validContact, validDemo, validDeletion } from "../support/payloads";
import { counts } from "../support/rows";
import { startService, type Service } from "../support/service";
import { must } from "../support/must";

describe.each(backends)("form submissions on the %s database", (backend) => {
  let service: Service;
  beforeAll(async () => {
    service = await startService(backend);
  });
  afterAll(() => service.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    service.app.inject({ method: "POST", url, payload: payload as object, headers });

  it("stores a demo request before acknowledging it, with its history and its two e-mails", async () => {
    const response = await post(
      "/api/demo-requests",
      { ...validDemo, lang: "fr" },
      { "user-agent": "Vitest/1" },
    );
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    expect(reference).toMatch(referencePattern);
    expect(reference.startsWith("DEM-")).toBe(true);

    const db = service.app.db;
    const [row] = await db.select().from(submissions).where(eq(submissions.reference, reference));
    expect(row).toMatchObject({
      kind: "demo",
      status: "new",
      locale: "fr",
      name: "Salma Benali",
      email: "salma@residence-anfa.ma",
      phone: "+212612345678",
      userAgent: "Vitest/1",
    });
    expect(must(row).consentVersion).toMatch(/^demo-[0-9a-f]{12}$/);
    expect(must(row).ipHash).not.toContain("127.0.0.1");
    expect(must(row).ipHash).toHaveLength(32);
    const [details] = await db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.submissionId, must(row).id));
    expect(details).toMatchObject({
      size: 320,
      suggestedPlan: "standard", // 320 lots × 2.5 = 800 users (core/content/plan-estimate.ts)
      planInterest: null,
      timeSlots: ["weekday-morning", "saturday-morning"],
      country: "MA",
    });
    const history = await db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.submissionId, must(row).id));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([[null, "new"]]);
    const queued = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.submissionId, must(row).id));
    expect(queued.map((e) => e.purpose).sort()).toEqual(["demo.team", "demo.visitor"]);

    const visitor = await service.smtp.waitFor((m) => m.to.includes("salma@residence-anfa.ma"));
    expect(visitor.subject).toBe(`Votre demande de démo Urbis (${reference})`);
    expect(visitor.replyTo).toBe("team@urbis.test");
    expect(visitor.text).toContain("sous un jour ouvré");
    expect(visitor.text).toContain("<script>alert(1)</script> & un parking");
    expect(visitor.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; un parking");
    expect(visitor.html).not.toContain("<script>");
    expect(visitor.text).toMatch(/Le samedi matin \(09:00\s–\s13:00\)/);
    const team = await service.smtp.waitFor(
      (m) => m.to.includes("team@urbis.test") && m.subject.includes(reference),
    );
    expect(team.replyTo).toBe("salma@residence-anfa.ma");
    for (const typed of ["Salma", "Benali", "+212612345678", "Résidence Anfa", "Casablanca", "Maroc", "320"])
      expect(team.text).toContain(typed);
    expect(team.text).toContain("Offre qui convient\u00a0: Standard");
  });

  it("writes the visitor's e-mail in the visitor's language", async () => {
    const response = await post("/api/contact-messages", { ...validContact, lang: "ar" });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    expect(reference.startsWith("CON-")).toBe(true);
    const visitor = await service.smtp.waitFor((m) => m.to.includes("karim@example.com"));
    expect(visitor.subject).toBe(`توصلنا برسالتكم (${reference})`);
    expect(visitor.html).toContain('dir="rtl"');
    expect(visitor.text).toContain("في أقل من دقيقتين في المتوسط");
    const team = await service.smtp.waitFor(
      (m) => m.to.includes("team@urbis.test") && m.subject.includes(reference),
    );
    expect(team.subject).toBe(`Message ${reference}\u00a0: Karim Alaoui`);
    expect(team.text).toContain("Comment ajouter un résident ?");
  });

  it("answers a form posted without script with its receipt's page, which a reload shows again without sending anything", async () => {
    const body = new URLSearchParams({ ...validContact, consent: "on", lang: "en", fillMs: "" });
    body.delete("fillMs");
    const send = (payload: URLSearchParams) =>
      service.app.inject({
        method: "POST",
        url: "/api/contact-messages",
        payload: payload.toString(),
        headers: browserHeaders,
      });
    // First the page to check and send (decision 026), which a person reads for a moment.
    const check = await send(body);
    expect(check.statusCode).toBe(200);
    await sleep(CHECK_MIN_MS + 100);
    const response = await send(checkPageForm(check.body).body);
    // Post, redirect, get: the browser's address is then a page, not a form post.
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/api/contact-messages/received?lang=en");
    const cookie = must(response.cookies.find((c) => c.name === "urbis-receipt"));
    expect(cookie).toMatchObject({ path: "/api/contact-messages/received", httpOnly: true, sameSite: "Lax" });
    expect(cookie.maxAge).toBe(3600);
    const stored = await counts(service.app.db);

    const open = (value: string) =>
      service.app.inject({
        method: "GET",
        url: "/api/contact-messages/received?lang=en",
        headers: { accept: "text/html", cookie: `urbis-receipt=${value}` },
      });
    for (const attempt of [1, 2]) {
      const page = await open(cookie.value);
      expect(page.statusCode, `visit ${attempt}`).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(page.headers["content-security-policy"]).not.toContain("sha256");
      expect(page.body).toContain('<html lang="en" dir="ltr" data-script="latin">');
      expect(page.body).toContain("Thank you, we have your message");
      expect(page.body).toMatch(/CON-[A-Z0-9]{5}/);
      expect(page.body).toContain(validContact.email);
      expect(page.body).toMatch(/<link rel="stylesheet" href="\/assets\/root-test.css"/);
      expect(page.body).not.toContain("<script");
    }
    expect(await counts(service.app.db)).toEqual(stored);

    // A receipt altered, or none (an hour later, another browser): back to the form.
    const [value, signature] = [
      cookie.value.slice(0, cookie.value.lastIndexOf(".")),
      cookie.value.slice(cookie.value.lastIndexOf(".")),
    ];
    const forged = await open(`${value.replace("CON-", "DEM-")}${signature}`);
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe("/en/core/company/contact-us#contact-form");
    const none = await service.app.inject({ method: "GET", url: "/api/contact-messages/received?lang=ar" });
    expect(none.statusCode).toBe(303);
    expect(none.headers.location).toBe("/ar/core/company/contact-us#contact-form");
    // The receipt of one form is not the receipt of another.
    const elsewhere = await service.app.inject({
      method: "GET",
      url: "/api/demo-requests/received?lang=fr",
      headers: { cookie: `urbis-receipt=${cookie.value}` },
    });
    expect(elsewhere.statusCode).toBe(303);
    expect(elsewhere.headers.location).toBe("/core/demo");
  });

  it("lists the problems of a form posted without script, in Arabic, with a way back", async () => {
    const before = await counts(service.app.db);
    const body = new URLSearchParams({
      name: "",
      email: "nope",
      subject: "support",
      message: "Salam",
      lang: "ar",
    });
    const response = await service.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: body.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('<html lang="ar" dir="rtl" data-script="arabic">');
    expect(response.body).toContain("الاستمارة غير مكتملة");
    expect(response.body).toContain("الاسم الكامل: هذا الحقل إلزامي.");
    expect(response.body).toContain("الموافقة: أشّروا على هذه الخانة");
    expect(response.body).toContain('href="/ar/core/company/contact-us#contact-form"');
    expect(await counts(service.app.db)).toEqual(before);
  });

  it("sends the deletion link, which only a click on the page it opens confirms", async () => {
    const response = await post("/api/deletion-requests", { ...validDeletion, lang: "en" });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const [row] = await service.app.db.select().from(submissions).where(eq(submissions.reference, reference));
    expect(must(row).status).toBe("unconfirmed");

    const mail = await service.smtp.waitFor((m) => m.to.includes("youssef@example.ma"));
    expect(mail.subject).toBe("Confirm the deletion of your Urbis account");
    const link = mail.text.match(/http:\/\/urbis\.test\/api\/deletion-requests\/confirm\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const url = must(link).replace("http://urbis.test", "");

    const page = await service.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Confirm the deletion of your account");
    expect(page.body).toContain('<form method="post" action="/api/deletion-requests/confirm"');
    const [stillUnconfirmed] = await service.app.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, must(row).id));
    expect(must(stillUnconfirmed).status).toBe("unconfirmed");
  });
});
