// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getLocale } from "#core/i18n/locales";
import { loadMessages } from "#core/i18n/messages";
import { createTranslator } from "#core/i18n/translator";
import { GENERAL_ASSEMBLY_KEY } from "#core/storage-keys";
import { addDays, todayInCasablanca } from "#core/tools/assembly-deadlines";
import { emptyPlanner, readPlanner } from "#core/tools/general-assembly-form";
import { calendarFile } from "#app/pages/tools-general-assembly/calendar-file";
import { longDate } from "#app/pages/tools-general-assembly/format";
import { loader } from "#app/pages/tools-general-assembly/route";
import Tool from "#app/pages/tools-general-assembly/tool";

/** The planner with the data its page's loader gives it, in French: the copy, both letters. */
function renderTool() {
  const request = new Request("http://localhost/core/tools/general-assembly");
  const data = loader({ request, params: {}, context: {} } as never);
  const Stub = createRoutesStub([
    {
      id: "page",
      path: "/core/tools/general-assembly",
      Component: () => <Tool letters={data.letters} onLots={() => undefined} />,
      loader: () => ({ messages: data.messages }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/core/tools/general-assembly"]} />);
}

/** Text as read: no-break spaces as spaces, without the isolates around what the syndic typed. */
const plain = (text: string | null | undefined) =>
  (text ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/[\u2060\u2068\u2069]/g, "");
const fr = (date: string) => longDate(date, getLocale("fr").intl);
const today = todayInCasablanca();
const meeting = addDays(today, 60);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (element: HTMLElement) => plain(document.getElementById(`${element.id}-error`)?.textContent);
const deadline = (id: string) => plain(document.querySelector(`[data-deadline="${id}"]`)?.textContent);

async function fillMeeting() {
  await screen.findByText(/Remplissez le formulaire/);
  fireEvent.change(input("Date de la réunion"), { target: { value: meeting } });
  fireEvent.change(input("Heure"), { target: { value: "18:30" } });
  fireEvent.change(input("Lieu de la réunion"), { target: { value: "Salle commune, rez-de-chaussée" } });
  fireEvent.change(input("Nom de la résidence"), { target: { value: "Résidence Les Orangers" } });
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("the general-meeting planner", () => {
  it("shows the deadlines of a date with their articles, the minutes' within eight days (article 30)", async () => {
    renderTool();
    expect(window.localStorage.getItem(GENERAL_ASSEMBLY_KEY)).toBeNull();
    await fillMeeting();
    const send = deadline("convocations-sent");
    expect(send).toContain("Loi 18-00 modifiée par la loi 106-12, article 16");
    expect(send).toContain(`Envoyer les convocations au plus tard le ${fr(addDays(meeting, -15))}`);
    expect(send).toContain(`au plus tard le ${fr(addDays(meeting, -22))}, une semaine plus tôt`);
    expect(send).toContain("L'article 16 fixe les quinze jours pour la première assemblée");

    const minutes = deadline("minutes-notified");
    expect(minutes).toContain("Loi 18-00 modifiée par la loi 106-12, article 30");
    expect(minutes).toContain(`Au plus tard le ${fr(addDays(meeting, 8))}`);
    expect(minutes).not.toContain("Valor Syndic");

    // The quorum's text was not found: no second meeting is dated (decision 054).
    expect(document.querySelector('[data-deadline="second-meeting"]')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(GENERAL_ASSEMBLY_KEY) ?? "{}")).toMatchObject({
      date: meeting,
      time: "18:30",
    });
  });

  it("warns next to the date, in French, the warning read with the field and announced", async () => {
    renderTool();
    await fillMeeting();
    const date = input("Date de la réunion");
    const warning = () => document.getElementById(`${date.id}-warning`);
    expect(warning()).toBeNull();
    // Seventeen days ahead: the law's last day to send is in two days; the week's margin is gone.
    fireEvent.change(date, { target: { value: addDays(today, 17) } });
    expect(plain(warning()?.textContent)).toContain(
      `La semaine de marge que nous conseillons est passée : envoyez les convocations sans attendre. Le dernier jour fixé par la loi est le ${fr(addDays(today, 2))}.`,
    );
    expect(date.getAttribute("aria-invalid")).toBeNull();
    expect(date.getAttribute("aria-describedby")).toBe(`${date.id}-warning`);
    expect(warning()?.parentElement?.getAttribute("role")).toBe("status");

    // An ordinary meeting in June, after the thirty days that follow the end of the year.
    const year = Number(today.slice(0, 4)) + 1;
    fireEvent.change(date, { target: { value: `${year}-06-15` } });
    expect(plain(warning()?.textContent)).toBe(
      `L'assemblée ordinaire se tient dans les trente jours qui suivent la fin de l'année (article 16 bis 2), soit au plus tard le ${fr(`${year}-01-30`)} : la date choisie tombe après.`,
    );
    fireEvent.click(screen.getByLabelText("Extraordinaire"));
    expect(warning()).toBeNull();
    expect(date.getAttribute("aria-describedby")).toBeNull();
  });

  it("puts each error next to its field, in French, and keeps the other results", async () => {
    renderTool();
    await fillMeeting();
    const date = input("Date de la réunion");
    fireEvent.change(date, { target: { value: addDays(today, -1) } });
    expect(errorOf(date)).toBe("Cette date est passée : choisissez une date à venir.");
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(date.getAttribute("aria-describedby")).toBe(`${date.id}-error`);

    fireEvent.change(date, { target: { value: addDays(today, 5) } });
    expect(errorOf(date)).toBe(
      `Trop proche : les convocations doivent partir quinze jours avant la réunion. Choisissez le ${fr(addDays(today, 15))} ou une date plus tardive.`,
    );
    // The deadlines of the date typed are still shown, and the letter still has the place.
    expect(deadline("convocations-sent")).toContain(fr(addDays(today, -10)));
    expect(plain(document.getElementById("ga-letter")?.textContent)).toContain("Salle commune");

    const place = input("Lieu de la réunion");
    fireEvent.change(place, { target: { value: "" } });
    fireEvent.blur(place);
    expect(errorOf(place)).toBe("Renseignez ce champ.");

    for (const label of [
      "Approbation des comptes de l'exercice écoulé",
      "Vote du budget prévisionnel de l'exercice à venir",
    ])
      fireEvent.click(screen.getByLabelText(label));
    expect(plain(document.getElementById("ga-agenda-error")?.textContent)).toBe(
      "Cochez au moins un point ou écrivez-en un : la convocation donne l'ordre du jour.",
    );
    expect(plain(screen.getByText(/champs à corriger/).textContent)).toBe("3 champs à corriger.");
  });

  it("writes the letter in French and in Arabic with the date, time, place and agenda, and clears the work", async () => {
    renderTool();
    await fillMeeting();
    fireEvent.change(input("Autres points, un par ligne"), {
      target: { value: "Installation d'un interphone" },
    });
    const letter = () => document.getElementById("ga-letter") as HTMLElement;
    expect(letter().getAttribute("lang")).toBe("fr");
    const french = plain(letter().textContent);
    expect(french).toContain(
      `qui se tiendra le ${fr(meeting)} à 18 h 30, au lieu suivant : Salle commune, rez-de-chaussée.`,
    );
    expect(french).toContain("assemblée générale ordinaire des copropriétaires de la résidence Les Orangers");
    expect(
      within(letter())
        .getAllByRole("listitem")
        .map((item) => plain(item.textContent)),
    ).toEqual([
      "Approbation des comptes de l'exercice écoulé",
      "Vote du budget prévisionnel de l'exercice à venir",
      "Installation d'un interphone",
    ]);

    fireEvent.click(screen.getByLabelText("Extraordinaire"));
    fireEvent.click(screen.getByRole("button", { name: "En arabe" }));
    expect(letter().getAttribute("lang")).toBe("ar");
    expect(letter().getAttribute("dir")).toBe("rtl");
    const arabic = plain(letter().textContent);
    expect(arabic).toContain(`يوم ${longDate(meeting, getLocale("ar").intl)} على الساعة 18:30`);
    expect(arabic).toContain("بالمكان التالي: Salle commune, rez-de-chaussée.");
    expect(arabic).toContain("الجمع العام الاستثنائي");
    expect(
      within(letter())
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "المصادقة على حسابات السنة المالية المنصرمة",
      "التصويت على الميزانية التقديرية للسنة المالية المقبلة",
      "Installation d'un interphone",
    ]);

    fireEvent.click(screen.getByRole("button", { name: "Effacer ma saisie" }));
    expect(window.localStorage.getItem(GENERAL_ASSEMBLY_KEY)).toBeNull();
    expect(screen.getByText("Votre saisie a été effacée de ce navigateur.")).toBeTruthy();
    expect(input("Lieu de la réunion").value).toBe("");
  });
});

describe("the meeting's calendar file", () => {
  it("is the meeting at its Casablanca time under its zone, with its place and agenda, named for its date", () => {
    const t = createTranslator(getLocale("fr"), loadMessages("fr", ["tools"]));
    const state = {
      ...emptyPlanner(),
      date: "2027-05-15",
      time: "18:30",
      place: "Salle commune",
      address: "12, rue des Orangers, Rabat",
      residence: "Les Orangers",
      extra: "Interphone",
    };
    const file = calendarFile(t, state, readPlanner(state, "2027-03-01"), new Date("2027-03-01T10:00:00Z"));
    expect(file?.name).toBe("assemblee-generale-2027-05-15.ics");
    const text = file?.text.replace(/\r\n /g, "") ?? "";
    // The meeting at its Casablanca wall time, under the zone; the event lasts two hours.
    expect(text).toContain("DTSTART;TZID=Africa/Casablanca:20270515T183000\r\n");
    expect(text).toContain("DTEND;TZID=Africa/Casablanca:20270515T203000\r\n");
    expect(text).toContain("DTSTAMP:20270301T100000Z\r\n");
    expect(text).toContain("SUMMARY:Assemblée générale ordinaire — Les Orangers\r\n");
    expect(text).toContain("LOCATION:Salle commune\\, 12\\, rue des Orangers\\, Rabat\r\n");
    expect(plain(text)).toContain(
      "DESCRIPTION:Ordre du jour\\n1. Approbation des comptes de l'exercice écoulé\\n2. Vote du budget prévisionnel de l'exercice à venir\\n3. Interphone\r\n",
    );
    expect(text).toContain("UID:ag-2027-05-15-1830-les-orangers@urbis.ma\r\n");
    expect(
      calendarFile(t, { ...state, time: "" }, readPlanner({ ...state, time: "" }, "2027-03-01"), new Date()),
    ).toBeUndefined();
  });
});
