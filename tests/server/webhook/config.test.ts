import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { leadWebhook, urlHash } from "#server/webhook/target";
import { SECRET } from "../support/webhook-listener";

/** The start's configuration check, as `node build/service/main.js` runs it. */
const start = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: "production", ...env });

describe("the lead webhook's settings", () => {
  it("are off when the URL is unset or empty", () => {
    expect(leadWebhook(start({})())).toBeUndefined();
    expect(leadWebhook(start({ LEAD_WEBHOOK_URL: "", LEAD_WEBHOOK_SECRET: "" })())).toBeUndefined();
  });

  it("stop the service when the URL is set without a secret, or with one too short to sign with", () => {
    expect(start({ LEAD_WEBHOOK_URL: "https://crm.example.ma/hooks/urbis" })).toThrow(
      "LEAD_WEBHOOK_SECRET: required when LEAD_WEBHOOK_URL is set",
    );
    expect(start({ LEAD_WEBHOOK_URL: "https://crm.example.ma/hooks", LEAD_WEBHOOK_SECRET: "short" })).toThrow(
      /LEAD_WEBHOOK_SECRET: .*32/,
    );
  });

  it("refuse plain http in production, except to this machine", () => {
    expect(start({ LEAD_WEBHOOK_URL: "http://crm.example.ma/hooks", LEAD_WEBHOOK_SECRET: SECRET })).toThrow(
      "LEAD_WEBHOOK_URL: must be https:// in production",
    );
    expect(start({ LEAD_WEBHOOK_URL: "ftp://crm.example.ma/hooks", LEAD_WEBHOOK_SECRET: SECRET })).toThrow(
      "LEAD_WEBHOOK_URL:",
    );
    for (const url of ["http://127.0.0.1:8080/hooks", "http://localhost:8080/hooks", "http://[::1]/hooks"])
      expect(leadWebhook(start({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: SECRET })())?.url).toBe(url);
    // Outside production (a developer's laptop, a staging relay) http is accepted.
    expect(
      loadConfig({
        NODE_ENV: "development",
        LEAD_WEBHOOK_URL: "http://crm.test/hooks",
        LEAD_WEBHOOK_SECRET: SECRET,
      }).LEAD_WEBHOOK_URL,
    ).toBe("http://crm.test/hooks");
  });

  it("show only the URL's origin, and tell targets apart by the hash of the whole URL", () => {
    const url = "https://user:pass@crm.example.ma/hooks/urbis?token=s3cret";
    const webhook = leadWebhook(start({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: SECRET })());
    expect(webhook).toMatchObject({ origin: "https://crm.example.ma", hash: urlHash(url) });
    expect(urlHash(url)).not.toBe(urlHash("https://user:pass@crm.example.ma/hooks/urbis?token=other"));
  });
});
