import { eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { staffSessions, staffUsers } from "#server/db/schema";
import { disableStaffUser, setStaffPassword } from "#server/inbox/auth/staff-users";
import { safeInboxPath } from "#server/inbox/http/request-context";
import { sharedService } from "../../support/service";
import { Agent, hiddenValue, ORIGIN } from "../support/agent";
import { addStaff, PASSWORD, signIn, startInbox, type Inbox } from "../support/inbox";

describe("signing in to the inbox", () => {
  // Each test starts from an empty database (sharedService): no account, session or failure count.
  const shared = sharedService(() => startInbox("embedded"));
  let inbox: Inbox;
  const agentAt = (ip: string) => new Agent(() => inbox.app, ip);

  it("refuses a form whose bytes are not UTF-8, rather than reading U+FFFD in their place", async () => {
    inbox = shared();
    await addStaff(inbox);
    const agent = agentAt("10.0.0.2");
    const form = await agent.get("/inbox/login");
    const token = encodeURIComponent(hiddenValue(form.body, "token"));
    const response = await agent.request({
      method: "POST",
      url: "/inbox/login",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      // %FF is no UTF-8 byte sequence: decoding it would turn it into U+FFFD.
      payload: `token=${token}&email=salma%40urbis.ma&password=%FF${encodeURIComponent(PASSWORD)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(agent.cookies.size).toBeLessThanOrEqual(1);
    expect((await agent.get("/inbox")).statusCode).toBe(303);
  });

  it("gives the same answer, in similar time, for an unknown e-mail and a wrong password", async () => {
    inbox = shared();
    await addStaff(inbox);
    const agent = agentAt("10.0.0.1");
    const attempt = async (email: string) => {
      const start = performance.now();
      const response = await signIn(agent, email, "not the password at all");
      return { response, ms: performance.now() - start };
    };
    await attempt("warm-up@urbis.ma");
    const wrong = await attempt("salma@urbis.ma");
    const unknown = await attempt("nobody@urbis.ma");
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    // The pages differ only by the e-mail typed back into the form.
    expect(unknown.response.body.replace("nobody@urbis.ma", "EMAIL")).toBe(
      wrong.response.body.replace("salma@urbis.ma", "EMAIL"),
    );
    expect(wrong.response.body).toContain("Adresse e-mail ou mot de passe incorrect.");
    expect(unknown.response.headers["set-cookie"]).toEqual(wrong.response.headers["set-cookie"]);
    // Both spend a scrypt verification; an unknown e-mail is not answered early.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.4);
    expect(unknown.ms).toBeLessThan(wrong.ms * 2.5);
  });

  it("signs in with the right password: a session cookie (HttpOnly, SameSite=Strict, /inbox, ~12 h), then the inbox", async () => {
    inbox = shared();
    await addStaff(inbox);
    const agent = agentAt("10.0.0.2");
    const response = await signIn(agent);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/inbox/demo");
    const cookie = String(response.headers["set-cookie"])
      .split(/,(?=\s*inbox_)/)
      .find((c) => c.includes("inbox_session="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/inbox/);
    expect(cookie).not.toMatch(/Secure/);
    const expires = new Date(String(cookie?.match(/Expires=([^;]+)/)?.[1])).getTime();
    expect(Math.abs(expires - Date.now() - 12 * 3600_000)).toBeLessThan(60_000);
    // Only the hash of the id is stored.
    const [row] = await inbox.app.db.select().from(staffSessions);
    expect(row?.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.idHash).not.toBe(agent.cookies.get("inbox_session"));
    expect((await agent.get("/inbox/demo")).statusCode).toBe(200);
  });

  it("marks the session cookie Secure in production", async () => {
    inbox = await startInbox("embedded", { NODE_ENV: "production" });
    onTestFinished(() => inbox.close());
    await addStaff(inbox);
    const response = await signIn(agentAt("10.0.0.3"));
    expect(String(response.headers["set-cookie"])).toMatch(/inbox_session=[^;]+;.*Secure/);
  });

  it("refuses a sign-in posted from another site or without the form's token", async () => {
    inbox = shared();
    await addStaff(inbox);
    const agent = agentAt("10.0.0.4");
    await agent.get("/inbox/login");
    const token = agent.cookies.get("inbox_login") ?? "";
    const foreign = await agent.post(
      "/inbox/login",
      { token, email: "salma@urbis.ma", password: PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(foreign.statusCode).toBe(403);
    const noToken = await agent.post("/inbox/login", { email: "salma@urbis.ma", password: PASSWORD });
    expect(noToken.statusCode).toBe(403);
    expect(await inbox.app.db.$count(staffSessions)).toBe(0);
  });

  it("throttles an account from one address after 5 failures, and then refuses the right password too", async () => {
    inbox = shared();
    await addStaff(inbox);
    const stranger = agentAt("10.1.0.1");
    for (let i = 0; i < 5; i++)
      expect((await signIn(stranger, "salma@urbis.ma", "wrong password")).statusCode).toBe(401);
    const blocked = await signIn(stranger);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.body).toContain("Trop de tentatives de connexion. Réessayez dans 15 minutes.");
    expect(await inbox.app.db.$count(staffSessions)).toBe(0);
  });

  it("a stranger's failures do not lock a colleague out: the account still opens from another address", async () => {
    inbox = shared();
    await addStaff(inbox);
    for (let i = 0; i < 12; i++)
      expect((await signIn(agentAt("10.1.1.1"), "salma@urbis.ma", "wrong password")).statusCode).toBe(
        i < 5 ? 401 : 429,
      );
    // Failures spread over many addresses lock no one out either.
    for (let i = 0; i < 6; i++)
      expect((await signIn(agentAt(`10.1.2.${i}`), "salma@urbis.ma", "wrong password")).statusCode).toBe(401);
    expect((await signIn(agentAt("10.1.3.1"))).statusCode).toBe(303);
  });

  it("throttles an address after 20 failures, whatever the e-mails tried", async () => {
    inbox = shared();
    await addStaff(inbox);
    const agent = agentAt("10.2.0.1");
    for (let i = 0; i < 20; i++)
      expect((await signIn(agent, `guess${i}@urbis.ma`, "wrong password")).statusCode).toBe(401);
    expect((await signIn(agent)).statusCode).toBe(429);
    // Another address is not blocked for that account.
    expect((await signIn(agentAt("10.2.0.2"))).statusCode).toBe(303);
  });

  it("a disabled account's session stops at once, and it cannot sign in again", async () => {
    inbox = shared();
    await addStaff(inbox);
    const agent = agentAt("10.3.0.1");
    await signIn(agent);
    expect((await agent.get("/inbox/contact")).statusCode).toBe(200);

    // Even if its session row were left behind, a disabled account's requests are refused.
    await inbox.app.db.update(staffUsers).set({ disabledAt: new Date() });
    const stopped = await agent.get("/inbox/contact");
    expect(stopped.statusCode).toBe(303);
    expect(stopped.headers.location).toMatch(/^\/inbox\/login\?next=%2Finbox%2Fcontact&notice=sessionEnded$/);

    await disableStaffUser(inbox.app.db, "salma@urbis.ma");
    expect(await inbox.app.db.$count(staffSessions)).toBe(0);
    const again = await signIn(agentAt("10.3.0.2"));
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain("Adresse e-mail ou mot de passe incorrect.");
  });

  it("a new password ends the account's sessions", async () => {
    inbox = shared();
    await addStaff(inbox);
    const agent = agentAt("10.4.0.1");
    await signIn(agent);
    await setStaffPassword(inbox.app.db, "salma@urbis.ma", "a brand new passphrase");
    expect((await agent.get("/inbox/demo")).statusCode).toBe(303);
  });

  it("signing out deletes the session on the server: the old cookie opens nothing", async () => {
    inbox = shared();
    const user = await addStaff(inbox);
    const agent = agentAt("10.5.0.1");
    await signIn(agent);
    const stolen = agent.cookies.get("inbox_session") ?? "";
    const page = await agent.get("/inbox/demo");
    const csrf = page.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
    const out = await agent.post("/inbox/logout", { csrf });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/inbox/login?notice=signedOut");
    expect(await inbox.app.db.$count(staffSessions, eq(staffSessions.userId, user.id))).toBe(0);
    const replay = agentAt("10.5.0.1");
    replay.cookies.set("inbox_session", stolen);
    expect((await replay.get("/inbox/demo")).statusCode).toBe(303);
  });

  it("sends a signed-in person back where they were going, never to another site", async () => {
    inbox = shared();
    await addStaff(inbox);
    const agent = agentAt("10.6.0.1");
    const redirect = await agent.get("/inbox/contact?status=new");
    expect(redirect.headers.location).toBe("/inbox/login?next=%2Finbox%2Fcontact%3Fstatus%3Dnew");
    const form = await agent.get(String(redirect.headers.location));
    const token = form.body.match(/name="token" value="([^"]+)"/)?.[1] ?? "";
    const next = form.body.match(/name="next" value="([^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
    expect(next).toBe("/inbox/contact?status=new");
    const back = await agent.post("/inbox/login", {
      token,
      email: "salma@urbis.ma",
      password: PASSWORD,
      next: next ?? "",
    });
    expect(back.headers.location).toBe("/inbox/contact?status=new");
    const other = agentAt("10.6.0.2");
    await other.get("/inbox/login");
    const evil = await other.post("/inbox/login", {
      token: other.cookies.get("inbox_login") ?? "",
      email: "salma@urbis.ma",
      password: PASSWORD,
      next: "//evil.example/inbox",
    });
    expect(evil.headers.location).toBe("/inbox/demo");
  });

  it("resolves where to go as a browser does: dot segments cannot lead out of the inbox", async () => {
    inbox = shared();
    await addStaff(inbox);
    const cases: [string, string][] = [
      ["/inbox/../../evil", "/inbox/demo"],
      ["/inbox/%2e%2e/login-elsewhere", "/inbox/demo"],
      ["/inbox/..\\..\\evil", "/inbox/demo"],
      ["/inbox/../inbox/contact?status=new", "/inbox/contact?status=new"],
    ];
    for (const [index, [next, location]] of cases.entries()) {
      const agent = agentAt(`10.7.0.${index + 1}`);
      const form = await agent.get(`/inbox/login?next=${encodeURIComponent(next)}`);
      const shown = form.body.match(/name="next" value="([^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
      expect(shown, next).toBe(location === "/inbox/demo" ? undefined : location);
      const response = await agent.post("/inbox/login", {
        token: agent.cookies.get("inbox_login") ?? "",
        email: "salma@urbis.ma",
        password: PASSWORD,
        next,
      });
      expect(response.statusCode, next).toBe(303);
      expect(response.headers.location, next).toBe(location);
    }
  });
});

describe("safeInboxPath", () => {
  const fallback = "/inbox/demo";
  it("keeps paths of the inbox, resolved as a browser resolves them", () => {
    for (const [value, expected] of [
      ["/inbox", "/inbox"],
      ["/inbox?ui=en", "/inbox?ui=en"],
      ["/inbox/", "/inbox/"],
      ["/inbox/demo/DEM-7K3Q9?status=new", "/inbox/demo/DEM-7K3Q9?status=new"],
      ["/inbox/./demo", "/inbox/demo"],
      ["/inbox/contact/../demo#top", "/inbox/demo"],
      ["/inbox/..%2Fevil", "/inbox/..%2Fevil"],
    ])
      expect(safeInboxPath(value, fallback), value).toBe(expected);
  });

  it("refuses anything that leads out of the inbox or off the site", () => {
    for (const value of [
      "/inbox/../../evil",
      "/inbox/..",
      "/inbox/%2e%2e/evil",
      "/inbox/.%2E/evil",
      "/inbox\\..\\evil",
      "/inbox/..\\evil",
      "/inboxes",
      "/inbox%2F..%2Fevil",
      "//evil.example/inbox",
      "/\\evil.example/inbox",
      "https://evil.example/inbox",
      "inbox/demo",
      "",
      undefined,
      ["/inbox/demo"],
    ])
      expect(safeInboxPath(value, fallback), String(value)).toBe(fallback);
  });
});
