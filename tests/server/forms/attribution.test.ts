import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadAttributions, submissions } from "#server/db/schema";
import { browserHeaders, checkPageForm, noScriptBody } from "../support/check-page";
import { backends } from "../support/database";
import { must } from "../support/must";
import { validContact, validDeletion, validDemo } from "../support/payloads";
import type { Agent } from "../inbox/support/agent";
import { signedIn, startInbox, type Inbox } from "../inbox/support/inbox";

/** Where a visit came from, as the page's script sends it with the form (app/attribution/visit.ts). */
const visit = {
  landing_page: "/",
  form_page: "/core/demo",
  referrer_host: "www.facebook.com",
  utm_source: "facebook",
  utm_medium: "cpc",
  utm_campaign: "syndics-casa",
  pages_seen: ["/", "/core/features/payments"],
  tool: "charges-split",
  visit_seconds: "754",
};

/** The form as the page's script posts it: form-encoded, checkboxes repeated. */
function scripted(payload: Record<string, unknown>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(payload))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, String(item));
  return body.toString();
}

describe.each(backends)("where a lead's visit came from (%s database, decision 055)", (backend) => {
  let inbox: Inbox;
  let agent: Agent;
  beforeAll(async () => {
    // The "check and send" page may be sent at once: these tests are not about its wait.
    inbox = await startInbox(backend, { FORM_MIN_FILL_MS: "0" });
    agent = await signedIn(inbox);
  });
  afterAll(() => inbox.close());

  async function post(url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await inbox.app.inject({
      method: "POST",
      url,
      payload: scripted({ lang: "fr", ...payload }),
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ reference: string }>().reference;
  }

  async function attributionOf(reference: string) {
    const [row] = await inbox.app.db
      .select({ attribution: leadAttributions })
      .from(submissions)
      .leftJoin(leadAttributions, eq(leadAttributions.submissionId, submissions.id))
      .where(eq(submissions.reference, reference));
    return must(row).attribution;
  }

  it("stores it with the demo request, and tells the team in the notification e-mail", async () => {
    const reference = await post("/api/demo-requests", { ...validDemo, ...visit });
    expect(await attributionOf(reference)).toMatchObject({
      recordedBy: "page",
      landingPage: "/",
      formPage: "/core/demo",
      referrerHost: "www.facebook.com",
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "syndics-casa",
      utmTerm: null,
      utmContent: null,
      pagesSeen: ["/", "/core/features/payments"],
      tool: "charges-split",
      visitSeconds: 754,
    });
    // The inbox's service runs no jobs: its outbox is sent here.
    await inbox.app.outboxWorker.runOnce();
    const team = await inbox.smtp.waitFor(
      (m) => m.to.includes("team@urbis.test") && m.subject.includes(reference),
    );
    for (const line of [
      "Enregistré par\u00a0: Le script de la page (toute la visite)",
      "Page d'arrivée\u00a0: /",
      "Site d'origine\u00a0: www.facebook.com",
      "Source de campagne\u00a0: facebook",
      "Campagne\u00a0: syndics-casa",
      "Pages vues avant le formulaire\u00a0: / → /core/features/payments",
      "Outil utilisé\u00a0: Répartition des charges",
      "Temps de la première page à l'envoi\u00a0: 12 min 34 s",
    ])
      expect(team.text).toContain(line);
    // Unknown values are left out of the e-mail.
    expect(team.text).not.toContain("Mot-clé de campagne");
  });

  it("shows it on the lead, filters the list by source, campaign and landing page, and exports it as columns", async () => {
    const facebook = await post("/api/contact-messages", {
      ...validContact,
      ...visit,
      form_page: "/core/company/contact-us",
    });
    const google = await post("/api/contact-messages", {
      ...validContact,
      landing_page: "/en/core/pricing",
      utm_source: "google",
      utm_campaign: "brand",
    });
    const page = await agent.get(`/inbox/contact/${facebook}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("D&#x27;où vient la visite");
    for (const shown of ["syndics-casa", "www.facebook.com", "/core/company/contact-us", "12 min 34 s"])
      expect(page.body).toContain(shown);

    const listed = async (query: string) =>
      [...(await agent.get(`/inbox/contact?${query}`)).body.matchAll(/name="ref" value="([^"]+)"/g)].map(
        (m) => m[1],
      );
    expect(await listed("source=FACE")).toEqual([facebook]);
    expect(await listed("campaign=brand")).toEqual([google]);
    expect(await listed("landing=%2Fen%2Fcore%2Fpricing")).toEqual([google]);
    expect(await listed("source=twitter")).toEqual([]);

    const response = await agent.get("/inbox/contact/export.xlsx?source=facebook");
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = must(workbook.worksheets[0]);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (header: string) => {
      expect(headers).toContain(header);
      return sheet.getRow(2).getCell(headers.indexOf(header) + 1).value;
    };
    expect(sheet.rowCount).toBe(2);
    expect(cell("Page d'arrivée")).toBe("/");
    expect(cell("Source de campagne")).toBe("facebook");
    expect(cell("Campagne")).toBe("syndics-casa");
    expect(cell("Site d'origine")).toBe("www.facebook.com");
    expect(cell("Support de campagne")).toBe("cpc");
  });

  it("cuts or drops forged values, never refusing the lead for them nor storing them raw", async () => {
    const reference = await post("/api/demo-requests", {
      ...validDemo,
      landing_page: "https://evil.example/?q=<script>",
      referrer_host: "evil.example/path",
      utm_source: "a\u202egoogle",
      utm_campaign: "x".repeat(5000),
      pages_seen: Array.from({ length: 40 }, (_, i) => (i % 2 ? `/p${i}` : `javascript:${i}`)),
      tool: "rm -rf",
      visit_seconds: "9999999999",
    });
    const stored = must(await attributionOf(reference));
    expect(stored).toMatchObject({
      recordedBy: "page",
      landingPage: null,
      referrerHost: null,
      utmSource: null,
      tool: null,
      visitSeconds: null,
    });
    expect(stored.utmCampaign).toBe("x".repeat(100));
    expect(stored.pagesSeen).toEqual([
      "/p21",
      "/p23",
      "/p25",
      "/p27",
      "/p29",
      "/p31",
      "/p33",
      "/p35",
      "/p37",
      "/p39",
    ]);
  });

  it("records, without script, only the form's page from its Referer, carried through the page to check and send", async () => {
    const first = await inbox.app.inject({
      method: "POST",
      url: "/api/demo-requests",
      // A forged UTM value in a post without script is not the page's: it is not taken.
      payload: noScriptBody({ ...validDemo, utm_source: "forged" }, "fr").toString(),
      headers: { ...browserHeaders, referer: "http://urbis.test/core/demo?utm_source=facebook" },
    });
    expect(first.statusCode).toBe(200);
    const form = checkPageForm(first.body);
    expect(form.body.get("form_page")).toBe("/core/demo");
    // The check page's own post names it as its Referer: not a page of the site.
    const sent = await inbox.app.inject({
      method: "POST",
      url: form.action,
      payload: form.body.toString(),
      headers: { ...browserHeaders, referer: "http://urbis.test/api/demo-requests" },
    });
    expect(sent.statusCode, sent.body).toBe(303);
    const all = await inbox.app.db
      .select()
      .from(leadAttributions)
      .where(eq(leadAttributions.recordedBy, "service"));
    expect(all).toHaveLength(1);
    expect(must(all[0])).toMatchObject({
      recordedBy: "service",
      formPage: "/core/demo",
      landingPage: null,
      utmSource: null,
      pagesSeen: [],
      visitSeconds: null,
    });
  });

  it("takes no attribution with an account-deletion request, which is no lead", async () => {
    const response = await inbox.app.inject({
      method: "POST",
      url: "/api/deletion-requests",
      payload: { ...validDeletion, utm_source: "facebook" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "unknown_fields", fields: ["utm_source"] });
  });
});
