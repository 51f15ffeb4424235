import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formsTranslator } from "#core/i18n/forms-translator";
import { issueSendToken, sendTokenKey } from "#server/forms/send-token";
import { contactMessages } from "#server/db/schema";
import { browserHeaders, checkPageForm, noScriptBody, sleep } from "../support/check-page";
import { validContact, validDeletion, validDemo } from "../support/payloads";
import { counts } from "../support/rows";
import { startService, type Service } from "../support/service";

/**
 * A form posted without script cannot say how long it was open: it is not stored at once but shown
 * back on a "check and send" page, whose post (with its signed token, at least a moment later)
 * stores it (decision 026).
 */
const SECRET = "a secret of the service for these tests";
const MIN_MS = 300;

describe("forms posted without script: check, then send", () => {
  let service: Service;
  let sent = 0;
  beforeAll(async () => {
    service = await startService("embedded", {
      IP_HASH_SECRET: SECRET,
      FORM_MIN_FILL_MS: String(MIN_MS),
    });
  });
  afterAll(() => service.close());

  const post = (
    url: string,
    body: URLSearchParams | string,
    headers: Record<string, string> = browserHeaders,
  ) => {
    sent += 1;
    return service.app.inject({
      method: "POST",
      url,
      payload: body.toString(),
      headers,
      remoteAddress: `10.8.${Math.floor(sent / 250)}.${sent % 250}`,
    });
  };
  const stored = async () => (await counts(service.app.db)).submissions ?? 0;

  it.each([
    ["/api/demo-requests", validDemo, "Request my demo"],
    ["/api/contact-messages", validContact, "Send the message"],
    ["/api/deletion-requests", validDeletion, "Request deletion"],
  ] as const)(
    "%s: shows what will be sent, stores nothing, then stores it once sent",
    async (url, valid, button) => {
      const before = await stored();
      const page = await post(url, noScriptBody(valid, "en"));
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.body).toContain('<html lang="en" dir="ltr" data-script="latin">');
      expect(page.body).toContain("Check, then send");
      expect(page.body).toContain("Nothing has been sent yet.");
      expect(page.body).toContain(`<button type="submit" class="btn btn-primary">${button}</button>`);
      expect(page.body).not.toContain("<script");
      expect(await stored()).toBe(before);

      // Everything typed travels back as it was typed, with a token.
      const { action, body } = checkPageForm(page.body);
      expect(action).toBe(url);
      expect(body.get("lang")).toBe("en");
      expect(body.get("sendToken")).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
      const typed = noScriptBody(valid, "en");
      for (const name of new Set(typed.keys())) expect(body.getAll(name), name).toEqual(typed.getAll(name));

      await sleep(MIN_MS + 50);
      const done = await post(url, body);
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`${url}/received?lang=en`);
      expect(await stored()).toBe(before + 1);
    },
  );

  it("shows the values as the team will read them, and escapes what was typed", async () => {
    const page = await post("/api/demo-requests", noScriptBody(validDemo, "fr"));
    const t = formsTranslator("fr");
    expect(page.body).toContain(
      `<dt class="text-sm font-semibold text-ink">${t("forms.demo.phone.label")}</dt>`,
    );
    expect(page.body).toContain("+212612345678");
    expect(page.body).toContain("Maroc");
    expect(page.body).toContain(t("forms.demo.role.SYNDIC"));
    expect(page.body).toContain(
      "Nous avons 4 immeubles &lt;script&gt;alert(1)&lt;/script&gt; &amp; un parking.",
    );
    expect(page.body).not.toContain("<script>alert(1)");
  });

  it("keeps line breaks and every character of a message across the step", async () => {
    const message = 'Bonjour,\r\nUne question « urgente » : l\'accès n°2 & le "parking" ?\r\n— Karim';
    const page = await post("/api/contact-messages", noScriptBody({ ...validContact, message }, "fr"));
    const { body } = checkPageForm(page.body);
    expect(body.get("message")).toBe(message);
    await sleep(MIN_MS + 50);
    const done = await post("/api/contact-messages", body);
    expect(done.statusCode).toBe(303);
    const rows = await service.app.db.select({ message: contactMessages.message }).from(contactMessages);
    const normalized = (text: string) => text.replace(/\r\n/g, "\n");
    expect(rows.map((row) => normalized(row.message))).toContain(normalized(message));
  });

  it("sent too soon: the same page again, with the same token, and a word; nothing stored", async () => {
    const before = await stored();
    const first = checkPageForm((await post("/api/contact-messages", noScriptBody(validContact, "ar"))).body);
    const soon = await post("/api/contact-messages", first.body);
    expect(soon.statusCode).toBe(200);
    expect(soon.body).toContain('<html lang="ar" dir="rtl" data-script="arabic">');
    expect(soon.body).toContain(formsTranslator("ar")("forms.page.check.too-early"));
    expect(checkPageForm(soon.body).body.get("sendToken")).toBe(first.body.get("sendToken"));
    expect(await stored()).toBe(before);
    await sleep(MIN_MS + 50);
    expect((await post("/api/contact-messages", checkPageForm(soon.body).body)).statusCode).toBe(303);
    expect(await stored()).toBe(before + 1);
  });

  it("values changed after the page was made: the page again, for the new values; nothing stored", async () => {
    const before = await stored();
    const { body } = checkPageForm(
      (await post("/api/deletion-requests", noScriptBody(validDeletion, "fr"))).body,
    );
    await sleep(MIN_MS + 50);
    body.set("email", "someone.else@example.ma");
    const changed = await post("/api/deletion-requests", body);
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("someone.else@example.ma");
    expect(changed.body).not.toContain(formsTranslator("fr")("forms.page.check.too-early"));
    expect(checkPageForm(changed.body).body.get("sendToken")).not.toBe(body.get("sendToken"));
    expect(await stored()).toBe(before);
  });

  it("a token for another form, altered, from the future or expired does not store anything", async () => {
    const before = await stored();
    const key = sendTokenKey(SECRET);
    const fields = Object.fromEntries(
      [...noScriptBody(validContact, "en").entries()].filter(([name]) => name !== "lang"),
    );
    const hour = 60 * 60_000;
    const tokens: [string, string, string | undefined][] = [
      ["another form's", issueSendToken(key, "demo", fields, new Date(Date.now() - 5000)), undefined],
      [
        "altered",
        issueSendToken(key, "contact", fields, new Date(Date.now() - 5000)).slice(0, -2) + "xx",
        undefined,
      ],
      ["from the future", issueSendToken(key, "contact", fields, new Date(Date.now() + hour)), undefined],
      [
        "another key's",
        issueSendToken(sendTokenKey("another"), "contact", fields, new Date(Date.now() - 5000)),
        undefined,
      ],
      ["not a token", "1234", undefined],
      [
        "expired",
        issueSendToken(key, "contact", fields, new Date(Date.now() - 2 * hour)),
        "forms.page.check.expired",
      ],
    ];
    for (const [name, token, notice] of tokens) {
      const body = noScriptBody(validContact, "en");
      body.set("sendToken", token);
      const response = await post("/api/contact-messages", body);
      expect(response.statusCode, name).toBe(200);
      expect(response.body, name).toContain("Check, then send");
      if (notice)
        expect(response.body, name).toContain(formsTranslator("en")(notice as "forms.page.check.expired"));
      expect(checkPageForm(response.body).body.get("sendToken"), name).not.toBe(token);
      // A script gets no page: a refusal.
      const json = await post("/api/contact-messages", body, {
        "content-type": "application/x-www-form-urlencoded",
      });
      expect(json.statusCode, name).toBe(400);
      expect(json.json(), name).toEqual({
        error: "rejected",
        message: formsTranslator("en")("forms.problem.rejected"),
      });
    }
    expect(await stored()).toBe(before);
  });

  it("a wrong value is said at once, before any check page; the honeypot still refuses", async () => {
    const wrong = await post(
      "/api/contact-messages",
      noScriptBody({ ...validContact, email: "karim@" }, "en"),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain("The form is not complete");
    const page = await post("/api/contact-messages", noScriptBody(validContact, "en"));
    const { body } = checkPageForm(page.body);
    body.set("website", "https://spam.example");
    await sleep(MIN_MS + 50);
    const robot = await post("/api/contact-messages", body);
    expect(robot.statusCode).toBe(400);
    expect(robot.body).toContain("Your submission did not go through");
  });

  it("a client that reads JSON must still say how long the form was open", async () => {
    const before = await stored();
    const clients: Record<string, string>[] = [
      { "content-type": "application/x-www-form-urlencoded" },
      { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    ];
    for (const headers of clients) {
      const response = await post("/api/demo-requests", noScriptBody(validDemo, "fr"), headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "rejected",
        message: formsTranslator("fr")("forms.problem.rejected"),
      });
    }
    const json = await service.app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: { ...validDemo, fillMs: undefined },
      headers: { accept: "text/html" },
    });
    // JSON posted by a page that wants HTML is a browser's post all the same: the check page.
    expect(json.statusCode).toBe(200);
    expect(await stored()).toBe(before);
  });
});
