import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formsTranslator } from "#core/i18n/forms-translator";
import { validContact, validDeletion, validDemo } from "../support/payloads";
import { counts } from "../support/rows";
import { startService, type Service } from "../support/service";

const forms = [
  ["/api/demo-requests", validDemo],
  ["/api/contact-messages", validContact],
  ["/api/deletion-requests", validDeletion],
] as const;

/** The service's public origin (SERVICE_URL in tests), and a site allowed to post besides it. */
const SERVICE = "http://urbis.test";
const CDN = "https://cdn.urbis.example";

describe("the forms take posts from the site's own pages only", () => {
  let service: Service;
  let sent = 0;
  beforeAll(async () => {
    service = await startService("embedded", { FORM_ALLOWED_ORIGINS: CDN, TRUST_PROXY: "1" });
  });
  afterAll(() => service.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => {
    sent += 1;
    return service.app.inject({ method: "POST", url, payload, headers, remoteAddress: `10.9.0.${sent}` });
  };
  const nothingStored = async () =>
    expect(await counts(service.app.db)).toMatchObject({ submissions: 0, outbox: 0 });

  it.each(forms)("%s: another site's page, an opaque origin or a look-alike → 403", async (url, valid) => {
    for (const origin of [
      "https://evil.example",
      "null",
      "http://urbis.test.evil.example",
      "http://urbis.test:8080",
      "https://urbis.test",
      "http://localhost.evil.example",
      "not an origin",
    ]) {
      const response = await post(url, valid, { origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json(), origin).toEqual({
        error: "forbidden_origin",
        message: formsTranslator("fr")("forms.page.problem.forbidden-origin"),
      });
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    }
    // A forwarded host is not the request's own, even from a trusted proxy.
    const forwarded = await post(url, valid, {
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(forwarded.statusCode).toBe(403);
    await nothingStored();
  });

  it("a browser posting from another site gets the problem page in its language", async () => {
    const t = formsTranslator("ar");
    const body = new URLSearchParams({ email: "youssef@example.ma", consent: "on", lang: "ar" });
    const page = await service.app.inject({
      method: "POST",
      url: "/api/deletion-requests",
      payload: body.toString(),
      headers: {
        origin: "null",
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,application/xhtml+xml",
      },
    });
    expect(page.statusCode).toBe(403);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('<html lang="ar" dir="rtl" data-script="arabic">');
    expect(page.body).toContain(t("forms.page.problem.title"));
    expect(page.body).toContain(t("forms.page.problem.forbidden-origin"));
    expect(page.body).toContain('href="/ar/core/delete-my-account#deletion-request"');
    await nothingStored();
  });

  it("the public origin, the request's own Host, an allowed site and no Origin at all pass", async () => {
    const cases: [string, Record<string, string>][] = [
      ["SERVICE_URL's origin", { origin: SERVICE }],
      ["the Host header's origin", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }],
      ["the Host header's origin, default port", { origin: "http://localhost", host: "localhost:80" }],
      [
        "HTTPS through the trusted proxy",
        { origin: "https://urbis.ma", host: "urbis.ma", "x-forwarded-proto": "https" },
      ],
      ["FORM_ALLOWED_ORIGINS", { origin: CDN }],
      ["no Origin header (not a browser)", {}],
    ];
    for (const [name, headers] of cases) {
      const response = await post("/api/contact-messages", validContact, headers);
      expect(response.statusCode, name).toBe(201);
    }
    const allowed = await post("/api/contact-messages", validContact, { origin: CDN });
    expect(allowed.headers["access-control-allow-origin"]).toBe(CDN);
  });
});
