import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notes, statusChanges, submissions, staffSessions } from "#server/db/schema";
import type { Agent } from "../support/agent";
import { hiddenValue } from "../support/agent";
import { signedIn, startInbox, submit, type Inbox } from "../support/inbox";

/**
 * A page on another site cannot make a signed-in team member's browser change anything: every POST
 * needs the inbox's own Origin and the CSRF token of the session.
 */
describe("cross-site requests change nothing", () => {
  let inbox: Inbox;
  let salma: Agent;
  let csrf: string;
  let otherCsrf: string;
  let reference: string;

  beforeAll(async () => {
    inbox = await startInbox("embedded");
    reference = await submit(inbox, "demo");
    salma = await signedIn(inbox);
    csrf = hiddenValue((await salma.get("/inbox/demo")).body, "csrf");
    const karim = await signedIn(inbox, "karim@urbis.ma");
    otherCsrf = hiddenValue((await karim.get("/inbox/demo")).body, "csrf");
  });
  afterAll(async () => {
    await inbox.close();
  });

  async function nothingChanged() {
    const [row] = await inbox.app.db.select().from(submissions);
    expect(row?.status).toBe("new");
    expect(await inbox.app.db.$count(statusChanges)).toBe(1);
    expect(await inbox.app.db.$count(notes)).toBe(0);
    expect(await inbox.app.db.$count(staffSessions)).toBe(2);
  }

  const actions = (): { url: string; form: Record<string, string> }[] => [
    { url: `/inbox/demo/${reference}/status`, form: { from: "new", to: "spam" } },
    { url: "/inbox/demo/status", form: { to: "spam", ref: reference } },
    { url: `/inbox/demo/${reference}/notes`, form: { body: "planted note" } },
    { url: "/inbox/logout", form: {} },
  ];

  const forgeries: [
    string,
    (form: Record<string, string>) => Record<string, string>,
    Record<string, string | undefined>,
  ][] = [
    ["no Origin header", (form) => ({ ...form, csrf }), { origin: undefined }],
    ["a foreign Origin", (form) => ({ ...form, csrf }), { origin: "https://evil.example" }],
    ["an opaque Origin (null)", (form) => ({ ...form, csrf }), { origin: "null" }],
    ["a look-alike Origin", (form) => ({ ...form, csrf }), { origin: "http://localhost.evil.example" }],
    ["no CSRF token", (form) => form, {}],
    ["a wrong CSRF token", (form) => ({ ...form, csrf: csrf.slice(0, -2) + "xx" }), {}],
    ["another session's CSRF token", (form) => ({ ...form, csrf: otherCsrf }), {}],
  ];

  for (const [name, body, headers] of forgeries) {
    it(`${name} → 403 for every action`, async () => {
      for (const action of actions()) {
        const response = await salma.post(action.url, body(action.form), headers);
        expect(response.statusCode, action.url).toBe(403);
        expect(response.body).toContain("Rien n&#x27;a été modifié.");
      }
      await nothingChanged();
    });
  }

  it("a JSON body with the right token but no Origin is refused too", async () => {
    const response = await salma.request({
      method: "POST",
      url: `/inbox/demo/${reference}/status`,
      payload: { csrf, from: "new", to: "spam" },
    });
    expect(response.statusCode).toBe(403);
    await nothingChanged();
  });

  it("the same request from the inbox's own page goes through (the control)", async () => {
    const response = await salma.post(`/inbox/demo/${reference}/status`, {
      csrf,
      from: "new",
      to: "in_progress",
    });
    expect(response.statusCode).toBe(303);
    const [row] = await inbox.app.db.select().from(submissions);
    expect(row?.status).toBe("in_progress");
  });
});
