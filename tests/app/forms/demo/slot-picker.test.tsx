// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DemoForm } from "#app/forms/demo/demo-form";
import { pack } from "#app/i18n/packed";
import { loadMessages, sourceMessages } from "#core/i18n/messages";
import type { LocaleCode } from "#core/i18n/locales";

/**
 * The demo form's slot step (issue 32), drawn as the page draws it. The service is reached over
 * HTTP only, so the network is what these tests stand in for: a `fetch` that answers as the
 * contract says (`GET /api/demo/slots`, the form's POST with `slot`), nothing of our own code faked.
 * The device is in Paris: in January 2027 its clock reads as Casablanca's, in Ramadan (Casablanca at
 * UTC+0 from 14 February to 21 March 2027) an hour later.
 */
beforeAll(async () => {
  process.env.TZ = "Europe/Paris";
  // The picker's chunk, compiled once before the tests (the page fetches it at first use).
  await import("#app/forms/demo/slot-picker");
  // The copy, compiled once too (the first page of a run would otherwise pay for it).
  for (const code of ["fr", "en", "ar"] as const) loadMessages(code, ["forms"]);
  // And the form drawn once, its picker asked for times: the tests then time the page, not the
  // first compilation of its modules.
  const { asked } = network({});
  renderForm("fr");
  while (asked.length === 0) {
    act(() => {
      window.dispatchEvent(new Event("keydown"));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  cleanup();
  vi.unstubAllGlobals();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const january = {
  timeZone: "Africa/Casablanca",
  minutes: 30,
  days: [
    {
      date: "2027-01-11",
      slots: [
        { start: "2027-01-11T09:00:00.000Z", end: "2027-01-11T09:30:00.000Z", time: "10:00" },
        { start: "2027-01-11T10:00:00.000Z", end: "2027-01-11T10:30:00.000Z", time: "11:00" },
      ],
    },
    {
      date: "2027-01-12",
      slots: [{ start: "2027-01-12T14:00:00.000Z", end: "2027-01-12T14:30:00.000Z", time: "15:00" }],
    },
  ],
};
const ramadan = {
  timeZone: "Africa/Casablanca",
  minutes: 30,
  days: [
    {
      date: "2027-03-01",
      slots: [{ start: "2027-03-01T10:00:00.000Z", end: "2027-03-01T10:30:00.000Z", time: "10:00" }],
    },
  ],
};

type Answer = { status: number; body: unknown };
/** A stand-in for the network: the free times for each language, and the form's answers in turn. */
function network(slots: Partial<Record<LocaleCode, unknown>>, posts: Answer[] = []) {
  const asked: string[] = [];
  const sent: URLSearchParams[] = [];
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (url.startsWith("/api/demo/slots")) {
      const language = new URL(url, "http://localhost").searchParams.get("language") as LocaleCode;
      asked.push(language);
      const list = slots[language];
      return list === undefined ? new Response("{}", { status: 503 }) : Response.json(list, { status: 200 });
    }
    if (url === "/api/demo-requests" && init?.method === "POST") {
      sent.push(new URLSearchParams(String(init.body)));
      const answer = posts.shift() ?? { status: 500, body: {} };
      return Response.json(answer.body, { status: answer.status });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  return { asked, sent };
}

function renderForm(code: LocaleCode) {
  const path = code === "fr" ? "/core/demo" : `/${code}/core/demo`;
  const Stub = createRoutesStub([
    {
      id: "page",
      path,
      Component: () => (
        <DemoForm
          countries={[{ code: "MA", name: "Maroc" }]}
          slots={[{ id: "weekday-morning", hours: "9–12" }]}
        />
      ),
      loader: () => ({ messages: pack(loadMessages(code, ["forms"])) }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

/**
 * The visitor's first sign of use: the picker loads then (decision 042) and asks for the times. A
 * key is pressed until the page, once its effects have run, listens and asks.
 */
async function startUsing(asked: string[]) {
  const before = asked.length;
  await waitFor(() => {
    act(() => {
      window.dispatchEvent(new Event("keydown"));
    });
    expect(asked.length).toBeGreaterThan(before);
  });
}

const copy = (code: LocaleCode) => sourceMessages(code, "forms");
/** A group's name begins with its legend (an optional one says so after it). */
const startsWith = (text: string | undefined) => (name: string) => name.startsWith(text ?? "\u0000");

describe("the demo's slot step", () => {
  it("lists the free times by day, each time named with its day, Casablanca's time only when Paris reads the same", async () => {
    const { asked } = network({ fr: january });
    renderForm("fr");
    await startUsing(asked);
    const group = await screen.findByRole("group", { name: copy("fr")["forms.demo.booking.legend"] });
    const monday = within(group).getByRole("group", { name: "lundi 11 janvier" });
    const tuesday = within(group).getByRole("group", { name: "mardi 12 janvier" });
    expect(
      within(monday)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["2027-01-11T09:00:00.000Z", "2027-01-11T10:00:00.000Z"]);
    expect(within(tuesday).getAllByRole("radio")).toHaveLength(1);
    expect(within(monday).getByRole("radio", { name: "lundi 11 janvier, 10:00" })).toBeTruthy();
    expect(within(tuesday).getByRole("radio", { name: "mardi 12 janvier, 15:00" })).toBeTruthy();
    // The call back stays the choice until a time is picked.
    expect(within(group).getByRole("radio", { name: copy("fr")["forms.demo.booking.none"] })).toHaveProperty(
      "checked",
      true,
    );
    expect(asked).toEqual(["fr"]);
  });

  it("shows the first four days, the later ones on demand", async () => {
    const days = ["01-11", "01-12", "01-13", "01-14", "01-15", "01-18"].map((d) => ({
      date: `2027-${d}`,
      slots: [{ start: `2027-${d}T09:00:00.000Z`, end: `2027-${d}T09:30:00.000Z`, time: "10:00" }],
    }));
    const { asked } = network({ en: { ...january, days } });
    renderForm("en");
    await startUsing(asked);
    const group = await screen.findByRole("group", { name: copy("en")["forms.demo.booking.legend"] });
    expect(within(group).getAllByRole("radio")).toHaveLength(5);
    expect(within(group).queryByRole("radio", { name: "Friday 15 January, 10:00" })).toBeNull();
    fireEvent.click(within(group).getByRole("button", { name: copy("en")["forms.demo.booking.more"] }));
    expect(within(group).getByRole("radio", { name: "Monday 18 January, 10:00" })).toBeTruthy();
    expect(within(group).queryByRole("button")).toBeNull();
  });

  it("shows both clocks when Paris is an hour off Casablanca (Ramadan 2027), in French and in Arabic", async () => {
    const { asked } = network({ fr: ramadan, ar: ramadan });
    renderForm("fr");
    await startUsing(asked);
    expect(
      await screen.findByRole("radio", {
        name: "lundi 1 mars, \u206810:00\u2069 à Casablanca · \u206811:00\u2069 chez vous",
      }),
    ).toBeTruthy();
    cleanup();
    renderForm("ar");
    await startUsing(asked);
    const radio = await screen.findByRole("radio", { name: /الاثنين/ });
    expect(radio.closest("label")?.textContent).toContain(
      "\u206810:00\u2069 بتوقيت الدار البيضاء · \u206811:00\u2069 بتوقيتكم",
    );
  });

  it("takes Casablanca's time from the service, whatever this runtime's zone data, and the device's from the runtime", async () => {
    // Debian's Chromium reads Casablanca as UTC+0 in late 2026 (old zone data) where it is UTC+1:
    // the list's `time` is what is shown for Casablanca. Here the service's label is an hour off
    // this runtime's reading on purpose, so that only the label can make the test pass; Paris's
    // clock (09:00 at 08:00 UTC) stays the runtime's.
    const november = {
      timeZone: "Africa/Casablanca",
      minutes: 30,
      days: [
        {
          date: "2026-11-30",
          slots: [{ start: "2026-11-30T08:00:00.000Z", end: "2026-11-30T08:30:00.000Z", time: "08:00" }],
        },
      ],
    };
    const { asked } = network({ fr: november });
    renderForm("fr");
    await startUsing(asked);
    expect(
      await screen.findByRole("radio", {
        name: "lundi 30 novembre, \u206808:00\u2069 à Casablanca · \u206809:00\u2069 chez vous",
      }),
    ).toBeTruthy();
  });

  it("asks again in the language chosen for the demo", async () => {
    const { asked } = network({ fr: january, en: { ...january, days: [] } });
    renderForm("fr");
    await startUsing(asked);
    await screen.findByRole("group", { name: copy("fr")["forms.demo.booking.legend"] });
    fireEvent.click(screen.getByRole("radio", { name: "English" }));
    await waitFor(() => expect(asked).toEqual(["fr", "en"]));
    // No free time in English: the form is the callback request, nothing else.
    await waitFor(() =>
      expect(screen.queryByRole("group", { name: copy("fr")["forms.demo.booking.legend"] })).toBeNull(),
    );
    expect(
      screen.getByRole("group", { name: startsWith(copy("fr")["forms.demo.timeSlots.label"]) }),
    ).toBeTruthy();
  });

  it("moves through the times with the arrows, from day to day, mirrored in Arabic", async () => {
    const { asked } = network({ fr: january, ar: january });
    renderForm("fr");
    await startUsing(asked);
    const first = await screen.findByRole("radio", { name: "lundi 11 janvier, 10:00" });
    fireEvent.click(first);
    fireEvent.keyDown(first, { key: "ArrowDown" });
    expect(screen.getByRole("radio", { name: "lundi 11 janvier, 11:00" })).toHaveProperty("checked", true);
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
    const tuesday = screen.getByRole("radio", { name: "mardi 12 janvier, 15:00" });
    expect(tuesday).toHaveProperty("checked", true);
    expect(document.activeElement).toBe(tuesday);
    cleanup();

    renderForm("ar");
    await startUsing(asked);
    const radios = (await screen.findAllByRole("radio", { name: /يناير/ })) as HTMLInputElement[];
    fireEvent.click(radios[0] as HTMLInputElement);
    // Right to left: the next time is to the left.
    fireEvent.keyDown(radios[0] as HTMLInputElement, { key: "ArrowLeft" });
    expect(radios[1]?.checked).toBe(true);
    fireEvent.keyDown(radios[1] as HTMLInputElement, { key: "ArrowRight" });
    expect(radios[0]?.checked).toBe(true);
  });

  it("a time taken meanwhile: says so, lists the next free ones, keeps what was typed; then books", async () => {
    const next = { ...january, days: [january.days[1]] };
    const booking = {
      start: "2027-01-12T14:00:00.000Z",
      end: "2027-01-12T14:30:00.000Z",
      date: "2027-01-12",
      time: "15:00",
      minutes: 30,
      presenter: "Yasmine",
      mode: "video",
      calendar: "/api/demo/bookings/b1/calendar.ics?sig=s",
      reschedule: "/demo/manage/b1?action=reschedule&sig=r",
      cancel: "/demo/manage/b1?action=cancel&sig=c",
    };
    const { asked, sent } = network({ en: january }, [
      {
        status: 409,
        body: {
          error: "taken",
          errors: { slot: { key: "forms.error.slot-taken", message: "Taken" } },
          slots: next,
        },
      },
      { status: 201, body: { reference: "DEM-7Q2K", booking } },
    ]);
    renderForm("en");
    await startUsing(asked);
    const values: Record<string, string> = {
      firstName: "Salma",
      lastName: "Benali",
      email: "salma@residence-anfa.ma",
      phone: "06 12 34 56 78",
      company: "Résidence Anfa",
      city: "Casablanca",
      country: "MA",
      role: "SYNDIC",
      size: "320",
    };
    const form = document.querySelector("form") as HTMLFormElement;
    for (const [name, value] of Object.entries(values))
      fireEvent.change(form.elements.namedItem(name) as HTMLInputElement, { target: { value } });
    fireEvent.click(form.elements.namedItem("consent") as HTMLInputElement);
    fireEvent.click(await screen.findByRole("radio", { name: "Monday 11 January, 11:00" }));
    // A time chosen: no call back to ask for.
    expect(
      screen
        .getByRole("group", { name: startsWith(copy("en")["forms.demo.timeSlots.label"]), hidden: true })
        .closest("[hidden]"),
    ).not.toBeNull();

    fireEvent.submit(form);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(copy("en")["forms.demo.booking.taken"]);
    expect(sent[0]?.get("slot")).toBe("2027-01-11T10:00:00.000Z");
    expect(screen.queryByRole("radio", { name: "Monday 11 January, 11:00" })).toBeNull();
    expect(screen.getByRole("radio", { name: "Tuesday 12 January, 15:00" })).toBeTruthy();
    for (const [name, value] of Object.entries(values))
      expect((form.elements.namedItem(name) as HTMLInputElement).value).toBe(value);
    expect((form.elements.namedItem("consent") as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole("radio", { name: "Tuesday 12 January, 15:00" }));
    fireEvent.submit(form);
    const done = await screen.findByRole("region", {
      name: copy("en")["forms.demo.booking.confirmed.title"],
    });
    expect(sent[1]?.get("slot")).toBe("2027-01-12T14:00:00.000Z");
    expect(done.textContent).toContain("Tuesday 12 January");
    expect(done.textContent).toContain("15:00");
    expect(done.textContent).toContain("Yasmine");
    expect(done.textContent).toContain("30 minutes");
    expect(done.textContent).toContain(copy("en")["forms.demo.booking.confirmed.video"]);
    expect(
      within(done)
        .getByRole("link", { name: copy("en")["forms.demo.booking.confirmed.calendar"] })
        .getAttribute("href"),
    ).toBe(booking.calendar);
    expect(
      within(done)
        .getByRole("link", { name: copy("en")["forms.demo.booking.confirmed.cancel"] })
        .getAttribute("href"),
    ).toBe(booking.cancel);
  });

  it("the slot list fails: today's callback form, nothing more", async () => {
    const { asked } = network({});
    renderForm("ar");
    await startUsing(asked);
    expect(asked).toEqual(["ar"]);
    expect(screen.queryByRole("group", { name: copy("ar")["forms.demo.booking.legend"] })).toBeNull();
    expect(
      screen.getByRole("group", { name: startsWith(copy("ar")["forms.demo.timeSlots.label"]) }),
    ).toBeTruthy();
  });
});
