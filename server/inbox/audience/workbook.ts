import ExcelJS from "exceljs";
import type { Ui } from "../view/inbox-language";
import { conversion, dimensions, type Figures, type Row, type SeenRow } from "./figures";
import {
  campaignLabel,
  deviceLabel,
  eventRowLabel,
  languageLabel,
  pageLabel,
  pathLabel,
  sourceLabel,
  toolLabel,
  type Label,
} from "./labels";
import type { Period } from "./period";

/**
 * The Audience page's figures as an Excel workbook: one sheet per chart or table of the page, with
 * the same rows, headers and names in the inbox's language (right to left in Arabic). Figures are
 * numbers, days real dates, rates percentages; names are text cells ("@"), never formulas.
 */
type Cell = string | number | Date | null;
type Column = { header: string; kind: "text" | "number" | "percent" | "date" };
const text = (header: string): Column => ({ header, kind: "text" });
const number = (header: string): Column => ({ header, kind: "number" });
const percent = (header: string): Column => ({ header, kind: "percent" });

/** Excel refuses these in a sheet's name, and names longer than 31 characters (the copy's are shorter). */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, " ").slice(0, 31);

const formats = { text: "@", number: "0", percent: "0.0%", date: "yyyy-mm-dd" } as const;

function addSheet(workbook: ExcelJS.Workbook, ui: Ui, name: string, columns: Column[], rows: Cell[][]) {
  const sheet = workbook.addWorksheet(sheetName(name), {
    views: [{ state: "frozen", ySplit: 1, rightToLeft: ui.locale.dir === "rtl" }],
  });
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: `c${i}`,
    width: column.kind === "text" ? 36 : 16,
    style: { numFmt: formats[column.kind] },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
}

/** The path to a lead: one sheet per dimension, with its rates. */
function pathSheets(workbook: ExcelJS.Workbook, ui: Ui, figures: Figures) {
  const { t } = ui;
  for (const dimension of dimensions) {
    const title = t(`inbox.audience.path.${dimension}`);
    addSheet(
      workbook,
      ui,
      title,
      [
        text(title),
        number(t("inbox.audience.visits")),
        number(t("inbox.audience.formsStarted")),
        number(t("inbox.audience.leads")),
        percent(t("inbox.audience.rate")),
      ],
      figures.path[dimension].map((r) => [
        pathLabel(ui, dimension, r.key).text,
        r.visits,
        r.formsStarted,
        r.leads,
        conversion(r),
      ]),
    );
  }
}

export async function audienceWorkbook(figures: Figures, period: Period, ui: Ui): Promise<Buffer> {
  const { t } = ui;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Urbis";
  workbook.created = new Date();

  addSheet(
    workbook,
    ui,
    t("inbox.audience.sheet.daily"),
    [
      { header: t("inbox.audience.day"), kind: "date" },
      number(t("inbox.audience.visits")),
      number(t("inbox.audience.views")),
      number(t("inbox.audience.visitors")),
    ],
    figures.daily.map((d) => [new Date(`${d.day}T00:00:00Z`), d.visits, d.views, d.visitors]),
  );
  const rowsSheet = (title: string, head: string, rows: Row[], label: (ui: Ui, key: string) => Label) =>
    addSheet(
      workbook,
      ui,
      title,
      [text(head), number(t("inbox.audience.visits")), number(t("inbox.audience.views"))],
      rows.map((r) => [label(ui, r.key).text, r.visits, r.views]),
    );
  rowsSheet(t("inbox.audience.pages"), t("inbox.audience.page"), figures.pages, pageLabel);
  rowsSheet(t("inbox.audience.languages"), t("inbox.audience.language"), figures.languages, languageLabel);
  rowsSheet(t("inbox.audience.sources"), t("inbox.audience.source"), figures.sources, sourceLabel);
  rowsSheet(t("inbox.audience.campaigns"), t("inbox.audience.campaign"), figures.campaigns, campaignLabel);
  rowsSheet(t("inbox.audience.devices"), t("inbox.audience.device"), figures.devices, deviceLabel);
  addSheet(
    workbook,
    ui,
    t("inbox.audience.tools"),
    [text(t("inbox.audience.event")), number(t("inbox.audience.times"))],
    figures.tools.map((e) => [eventRowLabel(ui, e).text, e.count]),
  );
  pathSheets(workbook, ui, figures);
  const seenSheet = (title: string, head: string, rows: SeenRow[], label: (ui: Ui, key: string) => Label) =>
    addSheet(
      workbook,
      ui,
      title,
      [text(head), number(t("inbox.audience.demoLeads")), percent(t("inbox.audience.shareOfDemos"))],
      rows.map((r) => [
        label(ui, r.key).text,
        r.leads,
        figures.totals.demoLeads ? r.leads / figures.totals.demoLeads : null,
      ]),
    );
  seenSheet(
    t("inbox.audience.sheet.pagesBeforeDemo"),
    t("inbox.audience.page"),
    figures.pagesBeforeDemo,
    pageLabel,
  );
  seenSheet(
    t("inbox.audience.sheet.toolsBeforeDemo"),
    t("inbox.audience.tool"),
    figures.toolsBeforeDemo,
    toolLabel,
  );
  // The period, so a file read later says what it counts.
  workbook.title = t("inbox.audience.range", { from: period.from, to: period.to });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
