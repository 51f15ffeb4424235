// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { recordPage, recordToolUse, visitValues } from "#app/attribution/visit";
import { readAttribution } from "#core/attribution/schema";
import { VISIT_SESSION_KEY } from "#core/storage-keys";

/** Moves the page to `url` as the router does (same document, same session storage). */
const go = (url: string) => history.pushState(null, "", url);

describe("the visit's record in the browser (app/attribution/visit.ts, decision 055)", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    document.body.innerHTML =
      "<main><input id='lots'><button id='add'>+</button></main><nav><a id='x'>x</a></nav>";
  });

  it("keeps the landing page and its UTM parameters, the pages seen, and sends them with the form", () => {
    go("/?utm_source=facebook&utm_campaign=syndics-casa&utm_medium=&other=1");
    recordPage();
    go("/core/features/announcements");
    recordPage();
    recordPage(); // the same page noted twice counts once
    go("/core/demo");
    recordPage();
    const values = visitValues();
    expect(values).toMatchObject({
      landing_page: "/",
      form_page: "/core/demo",
      utm_source: "facebook",
      utm_campaign: "syndics-casa",
      pages_seen: ["/", "/core/features/announcements"],
    });
    expect(values).not.toHaveProperty("utm_medium");
    expect(values).not.toHaveProperty("other");
    expect(values).not.toHaveProperty("referrer_host"); // no referrer in this document
    expect(Number(values.visit_seconds)).toBeGreaterThanOrEqual(0);
    // What it sends passes the shared schema as it is.
    const cleaned = readAttribution(values);
    expect(cleaned.landingPage).toBe("/");
    expect(cleaned.pagesSeen).toEqual(["/", "/core/features/announcements"]);
    // Only in session storage: no cookie, nothing in localStorage.
    expect(Object.keys(sessionStorage)).toEqual([VISIT_SESSION_KEY]);
    expect(localStorage).toHaveLength(0);
    expect(document.cookie).toBe("");
  });

  it("keeps the last pages only, and notes a tool typed into once, not a tool merely seen", () => {
    go("/core/tools/savings-estimator");
    recordPage();
    document.getElementById("x")?.dispatchEvent(new Event("click", { bubbles: true }));
    expect(visitValues()).not.toHaveProperty("tool");
    document.getElementById("lots")?.dispatchEvent(new Event("input", { bubbles: true }));
    go("/core/tools/charges-split");
    document.getElementById("add")?.dispatchEvent(new Event("click", { bubbles: true }));
    for (let i = 0; i < 15; i++) {
      go(`/core/features/f${i}`);
      recordPage();
    }
    go("/core/company/contact-us");
    const values = visitValues();
    expect(values.tool).toBe("savings-estimator");
    expect(values.landing_page).toBe("/core/tools/savings-estimator");
    expect(values.pages_seen).toEqual(Array.from({ length: 10 }, (_, i) => `/core/features/f${i + 5}`));
  });

  it("sends only the form's page when nothing was recorded (storage refused)", () => {
    go("/core/demo");
    expect(visitValues()).toEqual({ form_page: "/core/demo" });
    const event = new Event("input");
    recordToolUse(event); // no target, no visit: nothing happens
    expect(sessionStorage).toHaveLength(0);
  });
});
