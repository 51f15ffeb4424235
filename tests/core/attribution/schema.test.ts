import { describe, expect, it } from "vitest";
import { attributionFieldNames, attributionLimits } from "#core/attribution/fields";
import { readAttribution, toolIds } from "#core/attribution/schema";
import { visitTools } from "#server/inbox/records/fields";

describe("a lead's attribution, cleaned by the shared schema (core/attribution/schema.ts, decision 055)", () => {
  it("keeps what a page's script sends", () => {
    expect(
      readAttribution({
        landing_page: "/en/core/features/payments",
        form_page: "/en/core/demo",
        referrer_host: "WWW.Facebook.com",
        utm_source: "  facebook ",
        utm_medium: "cpc",
        utm_campaign: "syndics-casa",
        utm_term: "syndic logiciel",
        utm_content: "نسخة أ",
        pages_seen: ["/", "/en/core/features/payments"],
        tool: "charges-split",
        visit_seconds: "754",
      }),
    ).toEqual({
      landingPage: "/en/core/features/payments",
      formPage: "/en/core/demo",
      referrerHost: "www.facebook.com",
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "syndics-casa",
      utmTerm: "syndic logiciel",
      utmContent: "نسخة أ",
      pagesSeen: ["/", "/en/core/features/payments"],
      tool: "charges-split",
      visitSeconds: 754,
    });
  });

  it("gives nothing but an empty list of pages when nothing is sent", () => {
    expect(readAttribution({})).toEqual({
      landingPage: undefined,
      formPage: undefined,
      referrerHost: undefined,
      utmSource: undefined,
      utmMedium: undefined,
      utmCampaign: undefined,
      utmTerm: undefined,
      utmContent: undefined,
      pagesSeen: [],
      tool: undefined,
      visitSeconds: undefined,
    });
  });

  it("drops forged paths, hosts, tools and durations rather than storing them", () => {
    const forged = readAttribution({
      landing_page: "https://evil.example/phish",
      form_page: "/core/demo?email=a@b.c",
      referrer_host: "evil.example/<script>",
      tool: "../../etc/passwd",
      visit_seconds: "-5",
    });
    expect(forged).toMatchObject({
      landingPage: undefined,
      formPage: undefined,
      referrerHost: undefined,
      tool: undefined,
      visitSeconds: undefined,
    });
    for (const value of ["/a b", "/<script>", "core/demo", "/\u202e", ["/", "/x"], 42, { a: 1 }])
      expect(readAttribution({ landing_page: value }).landingPage, JSON.stringify(value)).toBeUndefined();
    for (const value of ["1e9", "0x10", " 12", "12.5", String(attributionLimits.visitSeconds + 1)])
      expect(readAttribution({ visit_seconds: value }).visitSeconds, value).toBeUndefined();
    expect(readAttribution({ visit_seconds: 0 }).visitSeconds).toBe(0);
    expect(readAttribution({ referrer_host: "a".repeat(64) + ".com" }).referrerHost).toBeUndefined();
    expect(readAttribution({ referrer_host: "host:8080" }).referrerHost).toBeUndefined();
  });

  it("cuts oversized values to their bound: a path too long is dropped, UTM text is cut, the last 10 pages kept", () => {
    expect(
      readAttribution({ landing_page: `/${"a".repeat(attributionLimits.path)}` }).landingPage,
    ).toBeUndefined();
    const long = "😀".repeat(150);
    const cut = readAttribution({ utm_campaign: long }).utmCampaign ?? "";
    expect(Array.from(cut)).toHaveLength(attributionLimits.utm);
    expect(cut).toBe("😀".repeat(attributionLimits.utm));
    const pages = Array.from({ length: 25 }, (_, i) => `/p${i}`);
    expect(readAttribution({ pages_seen: pages }).pagesSeen).toEqual(pages.slice(-10));
    expect(readAttribution({ pages_seen: ["/ok", "javascript:alert(1)", "/fine"] }).pagesSeen).toEqual([
      "/ok",
      "/fine",
    ]);
    expect(readAttribution({ pages_seen: "/alone" }).pagesSeen).toEqual(["/alone"]);
  });

  it("drops UTM values holding characters a one-line field refuses (decision 047), or several values", () => {
    for (const value of ["a\u0000b", "a\u202eb", "zero\u200bwidth", "bell\u0007", "\ud800", "", "   "])
      expect(readAttribution({ utm_source: value }).utmSource, JSON.stringify(value)).toBeUndefined();
    expect(readAttribution({ utm_source: ["facebook", "google"] }).utmSource).toBeUndefined();
    expect(readAttribution({ utm_term: "two\nlines\tand  spaces" }).utmTerm).toBe("two lines and spaces");
  });

  it("has one wire name per field, and the inbox names every tool of the toolbox", () => {
    expect(new Set(attributionFieldNames).size).toBe(attributionFieldNames.length);
    expect(attributionFieldNames).toEqual(
      expect.arrayContaining(["utm_source", "landing_page", "referrer_host"]),
    );
    expect([...toolIds].sort()).toEqual([...visitTools].sort());
  });
});
