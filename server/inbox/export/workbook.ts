import ExcelJS from "exceljs";
import { fieldsOf, type FieldValue } from "../records/fields";
import type { Kind } from "../records/kinds";
import { TEAM_TIME_ZONE } from "../records/days";
import type { SubmissionRecord } from "../records/submissions";
import type { Ui } from "../view/inbox-language";

/**
 * A queue's records as an Excel workbook: one row per record, one column per field of the detail
 * view, headers in the inbox's language.
 *
 * - Dates are real Excel dates showing Casablanca time (Excel dates have no time zone, so the
 *   wall-clock time in Casablanca is what is stored).
 * - Text is stored as text, never as a formula, and its cells are formatted as Text ("@"), so a
 *   value such as `=HYPERLINK(…)` stays inert even when someone edits the cell.
 */
const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: TEAM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export function casablancaWallClock(date: Date): Date {
  const parts = Object.fromEntries(wallClock.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return new Date(
    Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour, parts.minute, parts.second),
  );
}

const DATE_FORMAT = "yyyy-mm-dd hh:mm";
const TEXT_FORMAT = "@";

function cell(value: FieldValue): ExcelJS.CellValue {
  if (value === null) return null;
  if (value instanceof Date) return casablancaWallClock(value);
  return value;
}

export async function exportWorkbook(kind: Kind, records: SubmissionRecord[], ui: Ui): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Urbis";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(ui.t(`inbox.nav.${kind}`).slice(0, 31), {
    views: [{ state: "frozen", ySplit: 1, rightToLeft: ui.locale.dir === "rtl" }],
  });
  const fields = fieldsOf(kind);
  sheet.columns = fields.map((field) => ({
    header: field.date ? ui.t("inbox.export.inCasablanca", { label: ui.t(field.key) }) : ui.t(field.key),
    key: field.key,
    width: field.long ? 60 : field.date ? 20 : 24,
    style: {
      numFmt: field.date ? DATE_FORMAT : TEXT_FORMAT,
      alignment: { vertical: "top", wrapText: !!field.long },
    },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const record of records) {
    const row = sheet.addRow(fields.map((field) => cell(field.value(record, ui))));
    // Numbers (the size) keep a number format; everything a visitor typed stays text.
    row.eachCell((target) => {
      if (typeof target.value === "number") target.numFmt = "0";
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
