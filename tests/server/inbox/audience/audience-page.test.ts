import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { addDays, casablancaToday } from "#server/inbox/audience/period";
import { sharedService } from "../../support/service";
import { signedIn, startInbox, type Inbox } from "../support/inbox";
import { visibleText } from "../support/pages";
import { chartMarks, tableHead, tableRows, wholeNumber } from "./support/read-page";
import { insertDaily, insertLead, insertVisitors } from "./support/seed";

/** A week in May 2026, asked for as a custom period so the figures do not depend on today. */
const WEEK = "?from=2026-05-04&to=2026-05-10";

/**
 * The counts of that week: visits landing on the home page (from Facebook's campaign) and on a
 * feature page (from Google, direct), in French and Arabic; form and tool events; the leads.
 */
async function seedWeek(inbox: Inbox) {
  const db = inbox.app.db;
  const facebook = { referrerHost: "m.facebook.com", utmSource: "facebook", utmCampaign: "syndics-casa" };
  await insertDaily(db, [
    { day: "2026-05-04", path: "/", views: 120, visits: 100, device: "phone", ...facebook },
    { day: "2026-05-04", path: "/fonctionnalites/votes", landing: "/", views: 30, ...facebook },
    {
      day: "2026-05-05",
      path: "/fonctionnalites/votes",
      views: 60,
      visits: 40,
      referrerHost: "www.google.com",
    },
    { day: "2026-05-06", path: "/ar", language: "ar", views: 25, visits: 10, device: "tablet" },
    // Outside the week: never counted.
    { day: "2026-05-11", path: "/", views: 999, visits: 999 },
    {
      day: "2026-05-04",
      kind: "event",
      path: "/demo",
      landing: "/",
      event: "form_started",
      detail: "demo",
      views: 8,
      ...facebook,
    },
    {
      day: "2026-05-05",
      kind: "event",
      path: "/contact",
      landing: "/fonctionnalites/votes",
      event: "form_started",
      detail: "contact",
      views: 4,
      referrerHost: "www.google.com",
    },
    {
      day: "2026-05-05",
      kind: "event",
      path: "/outils/repartition-des-charges",
      landing: "/fonctionnalites/votes",
      event: "tool_used",
      detail: "charges-split",
      views: 7,
    },
    {
      day: "2026-05-06",
      kind: "event",
      path: "/outils/modeles",
      event: "template_downloaded",
      detail: "budget",
      views: 3,
    },
  ]);
  await insertVisitors(db, [
    { day: "2026-05-04", visitors: 90 },
    { day: "2026-05-05", visitors: 38 },
  ]);
  const home = { landing: "/", ...facebook };
  await insertLead(inbox, {
    form: "demo",
    day: "2026-05-04",
    ...home,
    pagesSeen: ["/", "/fonctionnalites/votes", "/demo"],
    tool: "charges-split",
  });
  await insertLead(inbox, { form: "demo", day: "2026-05-05", ...home, pagesSeen: ["/", "/demo"] });
  await insertLead(inbox, { form: "demo", day: "2026-05-06", ...home, locale: "ar", pagesSeen: ["/demo"] });
  await insertLead(inbox, {
    form: "contact",
    day: "2026-05-05",
    landing: "/fonctionnalites/votes",
    referrerHost: "www.google.com",
    pagesSeen: ["/fonctionnalites/votes", "/contact"],
  });
  // Not counted: spam, and a lead of the day after the week.
  await insertLead(inbox, { form: "demo", day: "2026-05-06", ...home, status: "spam" });
  await insertLead(inbox, { form: "demo", day: "2026-05-11", ...home });
}

describe("the inbox's Audience page", () => {
  const shared = sharedService(() => startInbox("embedded"));

  it("draws each chart from the figures of its table", async () => {
    const inbox = shared();
    await seedWeek(inbox);
    const agent = await signedIn(inbox);
    const page = await agent.get(`/inbox/audience${WEEK}&ui=en`);
    expect(page.statusCode).toBe(200);
    const html = page.body;

    // Per day: every day of the period, empty days included, as bars and as rows.
    const days = chartMarks(html, "daily");
    expect(days.map((d) => d.day)).toEqual([
      "2026-05-04",
      "2026-05-05",
      "2026-05-06",
      "2026-05-07",
      "2026-05-08",
      "2026-05-09",
      "2026-05-10",
    ]);
    const dailyRows = tableRows(html, "daily");
    expect(dailyRows).toHaveLength(7);
    expect(
      dailyRows.map((r) => ({ visits: wholeNumber(r[1] ?? ""), views: wholeNumber(r[2] ?? "") })),
    ).toEqual(days.map((d) => ({ visits: Number(d.visits), views: Number(d.views) })));
    expect(days[0]).toMatchObject({ visits: "100", views: "150" });
    expect(dailyRows[0]?.[0]).toBe("4 May");
    expect(dailyRows.map((r) => wholeNumber(r[3] ?? ""))).toEqual([90, 38, 0, 0, 0, 0, 0]);

    // The lists: bar for bar, the label and the figure of the table's row (views or visits).
    const column = { pages: 2, languages: 1, sources: 1, campaigns: 1, devices: 1, tools: 1 };
    for (const [name, at] of Object.entries(column)) {
      const marks = chartMarks(html, name);
      const rows = tableRows(html, name);
      expect(marks.length, name).toBeGreaterThan(0);
      expect(
        marks.map((m) => [m.label, Number(m.value)]),
        name,
      ).toEqual(rows.map((r) => [r[0], wholeNumber(r[at] ?? "")]));
    }
    expect(tableRows(html, "pages")).toEqual([
      ["/", "100", "120"],
      ["/fonctionnalites/votes", "40", "90"],
      ["/ar", "10", "25"],
    ]);
    expect(tableRows(html, "languages")).toEqual([
      ["French", "140", "210"],
      ["Arabic", "10", "25"],
    ]);
    expect(tableRows(html, "sources")).toEqual([
      ["facebook", "100", "150"],
      ["www.google.com", "40", "60"],
      ["Direct (no referring site)", "10", "25"],
    ]);
    expect(tableRows(html, "campaigns")).toEqual([["syndics-casa", "100", "150"]]);
    expect(tableRows(html, "devices").map((r) => r[0])).toEqual(["Phone", "Computer", "Tablet"]);
    expect(tableRows(html, "tools")).toEqual([
      ["Tool used — Service charges split", "7"],
      ["Template downloaded — budget", "3"],
    ]);
    // The SVGs are pictures of their tables: hidden from assistive technology.
    for (const svg of html.match(/<svg[^>]*>/g) ?? []) expect(svg).toContain('aria-hidden="true"');
  });

  it("follows visits to leads: per landing page, language, source and campaign, and what demo requests saw", async () => {
    const inbox = shared();
    await seedWeek(inbox);
    const agent = await signedIn(inbox);
    const en = (await agent.get(`/inbox/audience${WEEK}&ui=en`)).body;

    expect(tableHead(en, "path-landing")).toEqual([
      "Landing page",
      "Visits",
      "Forms started",
      "Requests received",
      "Conversion rate",
    ]);
    // 3 demo requests out of 100 visits landing on the home page; 1 message out of 40 on votes.
    expect(tableRows(en, "path-landing")).toEqual([
      ["/", "100", "8", "3", "3%"],
      ["/fonctionnalites/votes", "40", "4", "1", "2.5%"],
      ["/ar", "10", "0", "0", "0%"],
    ]);
    expect(tableRows(en, "path-language")).toEqual([
      ["French", "140", "12", "3", "2.1%"],
      ["Arabic", "10", "0", "1", "10%"],
    ]);
    expect(tableRows(en, "path-source")).toEqual([
      ["facebook", "100", "8", "3", "3%"],
      ["www.google.com", "40", "4", "1", "2.5%"],
      ["Direct or not recorded", "10", "0", "0", "0%"],
    ]);
    expect(tableRows(en, "path-campaign")).toEqual([
      ["syndics-casa", "100", "8", "3", "3%"],
      ["No campaign", "50", "4", "1", "2%"],
    ]);
    // Pages and tools of the 3 demo requests' visits (the message is no demo request).
    expect(tableRows(en, "pages-before-demo")).toEqual([
      ["/demo", "3", "100%"],
      ["/", "2", "66.7%"],
      ["/fonctionnalites/votes", "1", "33.3%"],
    ]);
    expect(tableRows(en, "tools-before-demo")).toEqual([["Service charges split", "1", "33.3%"]]);
    expect(chartMarks(en, "tools-before-demo")).toEqual([{ label: "Service charges split", value: "1" }]);
    expect(visibleText(en)).toContain("Requests received 4");

    // French writes its rates as French does.
    const fr = (await agent.get(`/inbox/audience${WEEK}&ui=fr`)).body;
    expect(tableRows(fr, "path-landing")[1]).toEqual([
      "/fonctionnalites/votes",
      "40",
      "4",
      "1",
      "2,5\u00a0%",
    ]);
  });

  it("reads its period from a GET form: 7, 30 or 90 days up to today in Casablanca, or chosen dates", async () => {
    const inbox = shared();
    const today = casablancaToday();
    await insertDaily(inbox.app.db, [
      { day: today, views: 5, visits: 4 },
      { day: addDays(today, -10), views: 7, visits: 6 },
      { day: addDays(today, -60), views: 11, visits: 9 },
    ]);
    const agent = await signedIn(inbox);
    const visitsOf = async (query: string) => {
      const html = (await agent.get(`/inbox/audience${query}`)).body;
      return {
        days: chartMarks(html, "daily").length,
        visits: wholeNumber(tableRows(html, "pages")[0]?.[1] ?? ""),
      };
    };
    expect(await visitsOf("?days=7")).toEqual({ days: 7, visits: 4 });
    expect(await visitsOf("?days=30")).toEqual({ days: 30, visits: 10 });
    expect(await visitsOf("?days=90")).toEqual({ days: 90, visits: 19 });
    // The default is 30 days; nonsense is dropped rather than refused.
    expect(await visitsOf("")).toEqual({ days: 30, visits: 10 });
    expect(await visitsOf("?days=1000&from=2026-02-30&to=x")).toEqual({ days: 30, visits: 10 });
    // A chosen period, both days included; a preset ticked wins over dates left in the form.
    const from = addDays(today, -10);
    expect(await visitsOf(`?days=custom&from=${from}&to=${from}`)).toEqual({ days: 1, visits: 6 });
    expect(await visitsOf(`?days=7&from=${from}&to=${from}`)).toEqual({ days: 7, visits: 4 });
    // Backwards or longer than 366 days: the default.
    expect(await visitsOf(`?from=${today}&to=${from}`)).toEqual({ days: 30, visits: 10 });
    expect(await visitsOf(`?from=${addDays(today, -366)}&to=${today}`)).toEqual({ days: 30, visits: 10 });

    // The form shows the period chosen, ticked or filled in.
    const html = (await agent.get(`/inbox/audience?days=custom&from=${from}&to=${today}`)).body;
    expect(html).toContain('<form class="ib-card au-period" action="/inbox/audience" method="get">');
    expect(html).toContain('<input type="radio" name="days" checked="" value="custom"/>');
    expect(html).toContain(`name="from" value="${from}"`);
    expect(html).toContain(`name="to" value="${today}"`);
    expect(html).toContain(`href="/inbox/audience/export.xlsx?from=${from}&amp;to=${today}"`);
    const seven = (await agent.get("/inbox/audience?days=7")).body;
    expect(seven).toContain('<input type="radio" name="days" checked="" value="7"/>');
  });

  it("says when nothing was counted rather than drawing empty charts", async () => {
    const inbox = shared();
    const agent = await signedIn(inbox);
    for (const [ui, words] of [
      ["fr", "Rien n'a encore été compté sur cette période"],
      ["en", "Nothing has been counted in this period yet"],
      ["ar", "لم يُحتسب أي شيء بعد في هذه الفترة"],
    ] as const) {
      const html = (await agent.get(`/inbox/audience${WEEK}&ui=${ui}`)).body;
      expect(visibleText(html)).toContain(words);
      expect(html).not.toContain("<svg");
      expect(html).not.toContain("<table");
    }
  });

  it("is in the inbox's three languages, right to left in Arabic, and in its menu", async () => {
    const inbox = shared();
    await seedWeek(inbox);
    const agent = await signedIn(inbox);
    for (const [ui, dir, title, daily] of [
      ["fr", "ltr", "Audience", "Visites et pages vues par jour"],
      ["en", "ltr", "Audience", "Visits and page views per day"],
      ["ar", "rtl", "الجمهور", "الزيارات ومشاهدات الصفحات يوميًا"],
    ] as const) {
      const html = (await agent.get(`/inbox/audience${WEEK}&ui=${ui}`)).body;
      expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${ui}" dir="${dir}"`));
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(`<h2 id="au-daily">${daily}</h2>`);
      expect(html).toContain(`<a href="/inbox/audience" aria-current="page">${title}</a>`);
      // No script in the inbox.
      expect(html).not.toMatch(/<script/i);
    }
    // Mirrored in Arabic: the bars start at the right, days run from right to left.
    const ar = (await agent.get(`/inbox/audience${WEEK}&ui=ar`)).body;
    expect(tableRows(ar, "languages").map((r) => r[0])).toEqual(["الفرنسية", "العربية"]);
    const firstDay = ar.slice(ar.indexOf('data-day="2026-05-04"'));
    const x = Number(firstDay.match(/<rect class="au-bar" x="([\d.]+)%"/)?.[1]);
    expect(x).toBeGreaterThan(85);
    // The queues' pages link to it.
    const queue = (await agent.get("/inbox/demo?ui=fr")).body;
    expect(queue).toContain('<a href="/inbox/audience">Audience</a>');
  });

  it("downloads its figures as a workbook: one sheet per chart and table, same figures", async () => {
    const inbox = shared();
    await seedWeek(inbox);
    const agent = await signedIn(inbox);
    const response = await agent.get(`/inbox/audience/export.xlsx${WEEK}&ui=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="urbis-audience-2026-05-04-2026-05-10.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      "Visits and page views per day",
      "Most viewed pages",
      "Languages",
      "Where visits come from",
      "Campaigns",
      "Devices",
      "Use of the toolbox",
      "Landing page",
      "Language of the visit",
      "Source",
      "Campaign",
      "Pages seen before a demo",
      "Tools used before a demo",
    ]);
    const values = (name: string) =>
      (workbook.getWorksheet(name)?.getSheetValues() ?? [])
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1));
    const daily = values("Visits and page views per day");
    expect(daily[0]).toEqual(["Day", "Visits", "Page views", "Unique visitors that day"]);
    expect(daily[1]).toEqual([new Date("2026-05-04T00:00:00Z"), 100, 150, 90]);
    expect(daily).toHaveLength(8);
    expect(values("Most viewed pages").slice(1)).toEqual([
      ["/", 100, 120],
      ["/fonctionnalites/votes", 40, 90],
      ["/ar", 10, 25],
    ]);
    expect(values("Landing page").slice(1)).toEqual([
      ["/", 100, 8, 3, 0.03],
      ["/fonctionnalites/votes", 40, 4, 1, 0.025],
      ["/ar", 10, 0, 0, 0],
    ]);
    expect(workbook.getWorksheet("Landing page")?.getCell("E2").numFmt).toBe("0.0%");

    // In Arabic: the sheets read right to left, in Arabic.
    const ar = await agent.get(`/inbox/audience/export.xlsx${WEEK}&ui=ar`);
    const arabic = new ExcelJS.Workbook();
    await arabic.xlsx.load(ar.rawPayload as unknown as ArrayBuffer);
    expect(arabic.worksheets.map((s) => s.name)).toContain("الزيارات والمشاهدات يوميًا");
    expect(arabic.worksheets[0]?.views[0]?.rightToLeft).toBe(true);
  });
});
