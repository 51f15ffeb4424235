import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { confirmationPage, slotsPage } from "#server/booking/pages";
import { formsTranslator } from "#core/i18n/forms-translator";
import type { LocaleCode } from "#core/i18n/locales";

/**
 * The demo booking's pages for a browser without script (issue 32): the free times, whose post
 * books one with the visitor's details carried along, and the confirmation; in the visitor's
 * language and direction, with the site's stylesheets.
 */
const options = (locale: LocaleCode) => ({ locale, stylesheets: ["/assets/app-abc.css"] });
const slots = {
  timeZone: "Africa/Casablanca",
  minutes: 30,
  days: [
    {
      date: "2027-03-01",
      slots: [
        { start: "2027-03-01T10:00:00.000Z", end: "2027-03-01T10:30:00.000Z", time: "10:00" },
        { start: "2027-03-01T11:00:00.000Z", end: "2027-03-01T11:30:00.000Z", time: "11:00" },
      ],
    },
    {
      date: "2027-03-23",
      slots: [{ start: "2027-03-23T09:00:00.000Z", end: "2027-03-23T09:30:00.000Z", time: "10:00" }],
    },
  ],
};
const hidden: [string, string][] = [
  ["lang", "ar"],
  ["firstName", "سلمى"],
  ["email", "salma@residence-anfa.ma"],
  ["timeSlots", "weekday-morning"],
  ["timeSlots", "saturday-morning"],
  ["message", 'Deux "immeubles" <b>& un parking</b>'],
  ["sendToken", "abc.def"],
];
const booking = {
  start: "2027-03-23T09:00:00.000Z",
  end: "2027-03-23T09:30:00.000Z",
  date: "2027-03-23",
  time: "10:00",
  minutes: 30,
  presenter: "Yasmine",
  mode: "phone" as const,
  calendar: "/api/demo/bookings/b1/calendar.ics?sig=s",
  reschedule: "/demo/manage/b1?action=reschedule&sig=r",
  cancel: "/demo/manage/b1?action=cancel&sig=c",
};

const parse = (html: string) => new JSDOM(html).window.document;

describe("the page of free times (no script)", () => {
  it("is in the visitor's language and direction, with the site's stylesheet", () => {
    const doc = parse(slotsPage({ slots, hidden }, options("ar")));
    expect(doc.documentElement.getAttribute("lang")).toBe("ar");
    expect(doc.documentElement.getAttribute("dir")).toBe("rtl");
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute("href")).toBe("/assets/app-abc.css");
    expect(doc.querySelector("h1")?.textContent).toBe(formsTranslator("ar")("forms.page.booking.title"));
    expect(doc.querySelector("script")).toBeNull();
  });

  it("posts to the demo form's endpoint a required radio group of the times, each labelled with its day", () => {
    const doc = parse(slotsPage({ slots, hidden }, options("fr")));
    const form = doc.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/api/demo-requests");
    expect(doc.querySelector("fieldset > legend")?.textContent).toBe(
      formsTranslator("fr")("forms.demo.booking.legend"),
    );
    const radios = [...doc.querySelectorAll<HTMLInputElement>('input[type="radio"][name="slot"]')];
    expect(radios.map((radio) => radio.value)).toEqual([
      "2027-03-01T10:00:00.000Z",
      "2027-03-01T11:00:00.000Z",
      "2027-03-23T09:00:00.000Z",
      "callback",
    ]);
    expect(radios.every((radio) => radio.required || radio.value === "callback")).toBe(true);
    // Each time: its label (Casablanca's time: 10:00 during Ramadan's UTC+0, 10:00 after it at
    // UTC+1) and its day's heading describing it.
    const described = (radio: HTMLInputElement) => {
      const label = doc.querySelector(`label[for="${radio.id}"]`)?.textContent?.trim();
      const day = doc.getElementById(radio.getAttribute("aria-describedby") ?? "")?.textContent;
      return `${day} ${label}`;
    };
    expect(radios.slice(0, 3).map(described)).toEqual([
      "lundi 1 mars 10:00",
      "lundi 1 mars 11:00",
      "mardi 23 mars 10:00",
    ]);
    expect(doc.querySelector(`label[for="${radios[3]?.id}"]`)?.textContent?.trim()).toBe(
      formsTranslator("fr")("forms.demo.booking.none"),
    );
    expect(doc.querySelector('span[dir="ltr"]')?.textContent).toBe("10:00");
  });

  it("carries the visitor's details in hidden fields, exactly, escaped", () => {
    const doc = parse(slotsPage({ slots, hidden }, options("ar")));
    const carried = [...doc.querySelectorAll<HTMLInputElement>('form input[type="hidden"]')].map((input) => [
      input.name,
      input.value,
    ]);
    expect(carried).toEqual(hidden);
    expect(doc.querySelector("b")).toBeNull();
  });

  it("says when the time chosen was taken meanwhile", () => {
    const t = formsTranslator("en");
    const taken = parse(slotsPage({ slots, hidden, notice: "taken" }, options("en")));
    expect(taken.querySelector('[role="alert"]')?.textContent?.trim()).toBe(t("forms.demo.booking.taken"));
    expect(parse(slotsPage({ slots, hidden }, options("en"))).querySelector('[role="alert"]')).toBeNull();
  });
});

describe("the confirmation page (no script)", () => {
  it("says confirmed, when in Casablanca, how long, with whom, how, and links the invitation and the changes", () => {
    const t = formsTranslator("ar");
    const doc = parse(
      confirmationPage({ booking, reference: "DEM-7Q2K", email: "salma@residence-anfa.ma" }, options("ar")),
    );
    expect(doc.documentElement.getAttribute("dir")).toBe("rtl");
    expect(doc.querySelector("h1")?.textContent).toBe(t("forms.demo.booking.confirmed.title"));
    const text = doc.body.textContent ?? "";
    expect(text).toContain("\u2068DEM-7Q2K\u2069");
    expect(text).toContain("\u2068salma@residence-anfa.ma\u2069");
    expect(text).toContain("\u206810:00\u2069");
    expect(text).toContain("مارس");
    expect(text).toContain(t("forms.demo.booking.confirmed.minutes", { length: 30 }));
    expect(text).toContain(t("forms.demo.booking.confirmed.phone"));
    expect(doc.querySelector("bdi")?.textContent).toBe("Yasmine");
    const link = (name: "calendar" | "reschedule" | "cancel") =>
      [...doc.querySelectorAll("a")].find((a) => a.textContent === t(`forms.demo.booking.confirmed.${name}`));
    expect(link("calendar")?.getAttribute("href")).toBe(booking.calendar);
    expect(link("reschedule")?.getAttribute("href")).toBe(booking.reschedule);
    expect(link("cancel")?.getAttribute("href")).toBe(booking.cancel);
  });
});
