import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notes } from "#server/db/schema";
import type { Agent } from "../support/agent";
import { hiddenValue } from "../support/agent";
import { PASSWORD, signedIn, startInbox, submit, type Inbox } from "../support/inbox";

/**
 * A NUL byte, which PostgreSQL refuses in text, typed or pasted into the inbox never ends in a
 * 500: in a search or a filter it counts as absent, in a note it is dropped, as a reference it
 * names no record, as a sign-in address no account.
 */
describe("a NUL byte in the inbox", () => {
  let inbox: Inbox;
  let agent: Agent;
  let csrf: string;
  let reference: string;
  let karim: string;

  beforeAll(async () => {
    inbox = await startInbox("embedded");
    reference = await submit(inbox, "demo", { firstName: "Salma", city: "Rabat" });
    karim = await submit(inbox, "demo", { firstName: "Karim", city: "Tanger" });
    agent = await signedIn(inbox);
    csrf = hiddenValue((await agent.get("/inbox/demo")).body, "csrf");
  });
  afterAll(async () => {
    await inbox.close();
  });

  const shown = (html: string) => [...html.matchAll(/name="ref" value="([^"]+)"/g)].map((m) => m[1]);

  it("in the search and the city filter counts as absent", async () => {
    const all = await agent.get("/inbox/demo?q=%00");
    expect(all.statusCode).toBe(200);
    expect(shown(all.body)).toHaveLength(2);
    const search = await agent.get("/inbox/demo?q=Kar%00im");
    expect(search.statusCode).toBe(200);
    expect(shown(search.body)).toEqual([karim]);
    const city = await agent.get("/inbox/demo?city=Ra%00bat");
    expect(city.statusCode).toBe(200);
    expect(shown(city.body)).toEqual([reference]);
  });

  it("in the export's filter too", async () => {
    for (const url of ["/inbox/demo/export.xlsx?q=%00", "/inbox/demo/export.xlsx?q=Kar%00im&city=%00"]) {
      const response = await agent.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("spreadsheetml");
    }
  });

  it("in a note is dropped; in a bulk action's reference it names no record", async () => {
    const note = await agent.post(`/inbox/demo/${reference}/notes`, { csrf, body: "Rappeler\u0000 lundi" });
    expect(note.statusCode).toBe(303);
    expect(note.headers.location).toContain("note=added");
    const [row] = await inbox.app.db.select().from(notes);
    expect(row?.body).toBe("Rappeler lundi");
    const bulk = await agent.post("/inbox/demo/status", { csrf, to: "spam", ref: `${reference}\u0000` });
    expect(bulk.statusCode).toBe(303);
    expect(bulk.headers.location).toContain("moved=0&skipped=1");
  });

  it("in the sign-in address is a failed sign-in", async () => {
    const other = inbox.agent();
    const token = hiddenValue((await other.get("/inbox/login")).body, "token");
    const response = await other.post("/inbox/login", {
      token,
      email: "salma@urbis.ma\u0000",
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});
