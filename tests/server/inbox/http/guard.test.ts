import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validDemo } from "../../support/payloads";
import { Agent } from "../support/agent";
import { signedIn, startInbox, submit, type Inbox } from "../support/inbox";
import { routeTable, type Route } from "../support/routes";

/** Routes that answer without a session: the sign-in page (and its form) and the stylesheet. */
const PUBLIC = [
  "GET /inbox/login",
  "HEAD /inbox/login",
  "POST /inbox/login",
  "GET /inbox/inbox.css",
  "HEAD /inbox/inbox.css",
];

describe("nothing in the inbox answers without a valid session", () => {
  let inbox: Inbox;
  let routes: Route[];
  let reference: string;
  beforeAll(async () => {
    inbox = await startInbox("embedded");
    reference = await submit(inbox, "demo");
    await inbox.app.ready();
    routes = routeTable(inbox.app).filter((r) => r.path === "/inbox" || r.path.startsWith("/inbox/"));
  });
  afterAll(async () => {
    await inbox.close();
  });

  const url = (path: string) => path.replace(":kind", "demo").replace(":reference", reference);
  const key = (r: Route) => `${r.method} ${r.path}`;

  it("the route table holds the inbox's pages and actions, and only the sign-in and stylesheet are public", () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes.map(key)).toEqual(expect.arrayContaining(PUBLIC));
    expect(routes.map(key)).toEqual(
      expect.arrayContaining([
        "GET /inbox/:kind",
        "GET /inbox/:kind/export.xlsx",
        "POST /inbox/:kind/:reference/status",
      ]),
    );
  });

  for (const cookie of [undefined, "forged-session-id-that-was-never-issued-xxxxxxxx"]) {
    it(`pages redirect to the sign-in and actions answer 401 (${cookie ? "unknown session id" : "no cookie"})`, async () => {
      const agent = new Agent(() => inbox.app);
      if (cookie) agent.cookies.set("inbox_session", cookie);
      const checked: string[] = [];
      for (const route of routes.filter((r) => !PUBLIC.includes(key(r)))) {
        agent.cookies.delete("inbox_session");
        if (cookie) agent.cookies.set("inbox_session", cookie);
        const response =
          route.method === "POST"
            ? await agent.post(url(route.path), {
                to: "done",
                ref: reference,
                from: "new",
                body: "x",
                csrf: "x",
              })
            : await agent.request({ method: route.method as "GET" | "HEAD", url: url(route.path) });
        if (route.method === "POST") {
          expect(response.statusCode, key(route)).toBe(401);
        } else {
          expect(response.statusCode, key(route)).toBe(303);
          expect(response.headers.location, key(route)).toMatch(/^\/inbox\/login\?next=/);
        }
        for (const secret of [validDemo.email, validDemo.company])
          expect(response.body, key(route)).not.toContain(secret);
        checked.push(key(route));
      }
      expect(checked.length).toBe(routes.length - PUBLIC.length);
    });
  }

  it("every inbox response, public or not, carries the security headers, no-store and noindex", async () => {
    const agent = await signedIn(inbox);
    const anonymous = new Agent(() => inbox.app);
    for (const route of routes) {
      for (const who of [agent, anonymous]) {
        const response =
          route.method === "POST"
            ? await who.post(url(route.path), {})
            : await who.request({ method: route.method as "GET" | "HEAD", url: url(route.path) });
        const h = response.headers;
        expect(h["cache-control"], key(route)).toBe("no-store");
        expect(h["x-robots-tag"], key(route)).toContain("noindex");
        expect(h["content-security-policy"], key(route)).toContain("frame-ancestors 'none'");
        expect(h["content-security-policy"], key(route)).not.toContain("unsafe-inline");
        expect(h["strict-transport-security"], key(route)).toBeTruthy();
        expect(h["x-content-type-options"], key(route)).toBe("nosniff");
        if (route.method !== "HEAD" && String(h["content-type"]).startsWith("text/html")) {
          expect(response.body, key(route)).toContain('<meta name="robots" content="noindex, nofollow"/>');
          // No inline script or style: the CSP would block them, and the inbox needs none.
          expect(response.body, key(route)).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
        }
      }
    }
  });
});
