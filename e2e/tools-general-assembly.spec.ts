import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { getLocale, type LocaleCode } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { GENERAL_ASSEMBLY_KEY } from "#core/storage-keys";
import { addDays, todayInCasablanca } from "#core/tools/assembly-deadlines";
import { longDate } from "#app/pages/tools-general-assembly/format";
import { copy, exactly } from "./support/copy";
import { expect, hydrated, startUsing, test } from "./support/fixtures";
import { wcagViolations } from "./support/axe";

/**
 * The general-meeting planner (decision 039) as a syndic uses it: a meeting two months ahead, its
 * deadlines with their articles, the notice letter in the other language, the .ics read back, the
 * work kept over a reload, then cleared; each error on its field; by keyboard; axe. On a phone in
 * Arabic and on a laptop in French.
 */
const scenarios = [
  {
    code: "ar" as LocaleCode,
    name: "in Arabic on a 390 px phone",
    viewport: { width: 390, height: 844 },
    other: "fr" as const,
    place: "القاعة المشتركة، الطابق الأرضي",
    residence: "إقامة الياسمين",
    /** The letter says "résidence" or "إقامة" itself, so it leaves the word out of the name. */
    inLetter: "الياسمين",
  },
  {
    code: "fr" as LocaleCode,
    name: "in French at 1366 px",
    viewport: { width: 1366, height: 900 },
    other: "ar" as const,
    place: "Salle commune, rez-de-chaussée",
    residence: "Les Orangers",
    inLetter: "Les Orangers",
  },
];

const spaces = (text: string | null) =>
  (text ?? "").replace(/[\u200e\u200f\u061c\u2068\u2069]/g, "").replace(/[\u00a0\u202f]/g, " ");
/** A message with its placeholders filled (simple ones only). */
const filled = (message: string, values: Record<string, string>) =>
  spaces(message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`));

const today = todayInCasablanca();
const meeting = addDays(today, 60);

for (const scenario of scenarios) {
  const { code } = scenario;
  const t = (key: string) => copy(code, "tools", `tools.assembly.${key}`);
  const day = (date: string) => longDate(date, getLocale(code).intl);
  const url = localizePath("/core/tools/general-assembly", code);

  async function open(page: Page) {
    await page.goto(url);
    await startUsing(page);
    await expect(page.getByText(t("fresh"))).toBeVisible();
  }

  async function fill(page: Page) {
    await page.getByLabel(t("meeting.date")).fill(meeting);
    await page.getByLabel(t("meeting.time")).fill("18:30");
    await page.getByLabel(t("meeting.place")).fill(scenario.place);
    await page.getByLabel(t("residence.name")).fill(scenario.residence);
    await page.getByLabel(t("agenda.extra")).fill("Interphone");
    await page.getByLabel(t("residence.lots")).fill("24");
  }

  const card = (page: Page, id: string) => page.locator(`[data-deadline="${id}"]`);

  test.describe(`the general-meeting planner ${scenario.name}`, () => {
    test.use({ viewport: scenario.viewport });

    test("gives the deadlines, writes the letter in both languages, exports the .ics, keeps and clears the work", async ({
      page,
    }) => {
      await open(page);
      await fill(page);
      const send = spaces(await card(page, "convocations-sent").textContent());
      expect(send).toContain(filled(t("deadlines.send"), { date: day(addDays(meeting, -15)) }));
      expect(send).toContain(spaces(copy(code, "tools", "tools.rule.convocation-notice")));
      expect(spaces(await card(page, "minutes-notified").textContent())).toContain(
        filled(t("deadlines.by"), { date: day(addDays(meeting, 8)) }),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(scenario.viewport.width);
      await expect(page.locator('a[href$="core/demo?size=24"]')).toHaveCount(1);

      // The letter opens in the page's language, then in the other one.
      const letter = page.locator("#ga-letter");
      await expect(letter).toHaveAttribute("lang", code);
      await expect(letter).toContainText(scenario.place);
      await page.getByRole("button", { name: t(`letter.${scenario.other}`) }).click();
      await expect(letter).toHaveAttribute("lang", scenario.other);
      const other = (key: string) => copy(scenario.other, "tools", `tools.assembly.${key}`);
      const text = spaces(await letter.textContent());
      expect(text).toContain(longDate(meeting, getLocale(scenario.other).intl));
      expect(text).toContain(scenario.place);
      expect(text).toContain(scenario.inLetter);
      expect(text).toContain(spaces(other("agenda.accounts")));
      expect(text).toContain("Interphone");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: t("ics.download") }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${filled(t("ics.file"), { date: meeting })}.ics`);
      const ics = (await readFile(await download.path(), "utf8")).replace(/\r\n /g, "");
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      // The meeting at the time typed, under Casablanca's zone (decision 051); read back, its instant
      // is 18:30 in Casablanca by the browser's own time-zone data, which wrote the file's rules.
      expect(ics).toContain(`\r\nDTSTART;TZID=Africa/Casablanca:${meeting.replaceAll("-", "")}T183000\r\n`);
      const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
      const start = vevent && new ICAL.Event(vevent).startDate.toJSDate().getTime();
      expect(
        await page.evaluate(
          (instant) =>
            new Intl.DateTimeFormat("en-CA", {
              timeZone: "Africa/Casablanca",
              hourCycle: "h23",
              dateStyle: "short",
              timeStyle: "short",
            }).format(instant),
          start ?? 0,
        ),
      ).toBe(`${meeting}, 18:30`);
      expect(ics).toContain(`LOCATION:${scenario.place.replaceAll(",", "\\,")}\r\n`);
      expect(ics).toContain(scenario.residence);

      await page.reload();
      await hydrated(page);
      await expect(page.getByText(t("saved"))).toBeVisible();
      await expect(page.getByLabel(t("meeting.place"))).toHaveValue(scenario.place);
      await expect(card(page, "minutes-notified")).toContainText(day(addDays(meeting, 8)));

      // Printing keeps the letter alone, on one A4 page.
      await page.emulateMedia({ media: "print" });
      await expect(letter).toBeVisible();
      for (const hidden of ["header", "footer", "#ga-deadlines-title", "#rules-title"])
        await expect(page.locator(hidden).first()).toBeHidden();
      const pdf = await page.pdf({ preferCSSPageSize: true });
      expect(pdf.toString("latin1").match(/\/Type \/Page\b/g), "the letter fits one A4 page").toHaveLength(1);
      await page.emulateMedia({ media: "screen" });

      await page.getByRole("button", { name: t("clear") }).click();
      await expect(page.getByText(t("cleared"))).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), GENERAL_ASSEMBLY_KEY)).toBeNull();
      await expect(page.getByLabel(t("meeting.place"))).toHaveValue("");
    });

    test("says what is wrong next to each field, keeps the other results, and is used by keyboard", async ({
      page,
    }) => {
      await open(page);
      await fill(page);
      // The tool's today is the browser's: near midnight, its time-zone data and Node's have disagreed
      // on Casablanca's offset, and so on the day.
      const today = await page.evaluate(() =>
        new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Casablanca" }).format(new Date()),
      );
      const date = page.getByLabel(t("meeting.date"));
      await date.fill(addDays(today, -1));
      await expect(page.locator("#ga-date-error")).toHaveText(t("error.date-in-past"));
      await expect(date).toHaveAttribute("aria-invalid", "true");
      await date.fill(addDays(today, 3));
      const earliest = day(addDays(today, 15));
      await expect(page.locator("#ga-date-error")).toContainText(earliest);
      expect(spaces(await page.locator("#ga-date-error").textContent())).toBe(
        filled(t("error.notice-too-late"), { earliest }),
      );
      await expect(card(page, "minutes-notified")).toContainText(day(addDays(today, 3 + 8)));
      await expect(page.locator("#ga-letter")).toContainText(scenario.place);

      // By keyboard: the place emptied and left, the agenda's ticked items unticked with Space.
      const place = page.getByLabel(t("meeting.place"));
      await place.focus();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.press("Delete");
      await page.keyboard.press("Tab");
      await expect(page.locator("#ga-place-error")).toHaveText(t("error.required"));
      const extraordinary = page.getByRole("radio", { name: t("meeting.extraordinary") });
      await extraordinary.focus();
      await page.keyboard.press("Space");
      await expect(extraordinary).toBeChecked();
      await page.getByLabel(t("agenda.extra")).fill("");
      for (const item of ["accounts", "budget"]) {
        await page.getByLabel(t(`agenda.${item}`)).focus();
        await page.keyboard.press("Space");
      }
      await expect(page.locator("#ga-agenda-error")).toHaveText(t("error.no-agenda"));
      await page.getByLabel(t("agenda.works")).focus();
      await page.keyboard.press("Space");
      await expect(page.locator("#ga-agenda-error")).toHaveCount(0);
      await page.getByRole("button", { name: t(`letter.${scenario.other}`) }).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("#ga-letter")).toHaveAttribute("lang", scenario.other);

      expect(await wcagViolations(page)).toEqual([]);
    });
  });
}

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the toolbox lists the planner, whose page says it needs JavaScript and explains the rules", async ({
    page,
  }) => {
    const fr = (key: string) => exactly(copy("fr", "tools", key));
    await page.goto("/core/tools");
    await page.getByRole("link", { name: /Planificateur d'assemblée générale/ }).click();
    await expect(page).toHaveURL(/\/core\/tools\/general-assembly$/);
    await expect(page.getByText(fr("tools.assembly.noscript"))).toBeVisible();
    await expect(page.locator("#rules-title")).toBeVisible();
    await expect(page.getByText(fr("tools.rule.minutes-notification"))).toBeVisible();
    await expect(page.getByText(fr("tools.rules.checked.summary"))).toBeVisible();
    await expect(page.getByText(fr("tools.assembly.disclaimer.title"))).toBeVisible();
  });
});
