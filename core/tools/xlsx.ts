import { strToU8, zipSync } from "fflate";
import { HEADER_BORDER, HEADER_FILL, MAD_FORMAT, SHARES_FORMAT } from "./sheet-cells";

/**
 * A small SpreadsheetML (.xlsx) writer for the workbooks a tool writes in the browser (decision
 * 052). It writes what the charges split needs and nothing more: text, numbers, formulas with the
 * value they compute (so a reader that does not calculate, a preview or a phone, shows it), five
 * cell styles, column widths, a frozen head row, right-to-left sheets, and an A4 page as wide as
 * the sheet. It zips synchronously, on the page's own thread: the spreadsheet library it replaces
 * zipped its larger sheets in a worker made from a blob: URL, which the site's CSP
 * (`worker-src 'self'`) refuses, so its workbooks of about 250 lots and more never came.
 */

/** The styles a cell may have: bold, a column's head, an amount in dirhams, shares. */
export type XlsxStyle = "bold" | "header" | "mad" | "mad-bold" | "shares";

export type XlsxCell =
  | null
  | { text: string; style?: XlsxStyle }
  | { number: number; style?: XlsxStyle }
  /** A formula as the file stores it (without "="), and the value it gives. */
  | { formula: string; value: number; style?: XlsxStyle };

export type XlsxSheet = {
  name: string;
  rows: XlsxCell[][];
  /** Each column's width, in characters. */
  widths: number[];
  rightToLeft: boolean;
  /** Rows kept in view when scrolling (the head row). */
  frozenRows?: number;
};

const STYLE_IDS: Record<XlsxStyle, number> = { bold: 1, header: 2, mad: 3, "mad-bold": 4, shares: 5 };

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships";
const SPREADSHEET = "application/vnd.openxmlformats-officedocument.spreadsheetml";

const xml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    // Characters XML 1.0 cannot hold (control characters a paste may carry).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");

/** A column's letters: 1 is A, 27 is AA. */
export function columnName(index: number): string {
  let name = "";
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const argb = (hex: string) => `FF${hex.replace("#", "").toUpperCase()}`;

function stylesXml(): string {
  const border = `<left style="thin"><color rgb="${argb(HEADER_BORDER)}"/></left><right style="thin"><color rgb="${argb(HEADER_BORDER)}"/></right><top style="thin"><color rgb="${argb(HEADER_BORDER)}"/></top><bottom style="thin"><color rgb="${argb(HEADER_BORDER)}"/></bottom><diagonal/>`;
  const xf = (numFmt: number, font: number, fill = 0, borderId = 0, extra = "") =>
    `<xf numFmtId="${numFmt}" fontId="${font}" fillId="${fill}" borderId="${borderId}" xfId="0"${numFmt ? ' applyNumberFormat="1"' : ""}${font ? ' applyFont="1"' : ""}${fill ? ' applyFill="1"' : ""}${borderId ? ' applyBorder="1"' : ""}${extra ? ' applyAlignment="1">' + extra + "</xf>" : "/>"}`;
  return [
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`,
    `<styleSheet xmlns="${MAIN}">`,
    `<numFmts count="2"><numFmt numFmtId="164" formatCode="${xml(MAD_FORMAT)}"/><numFmt numFmtId="165" formatCode="${xml(SHARES_FORMAT)}"/></numFmts>`,
    `<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>`,
    `<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="${argb(HEADER_FILL)}"/><bgColor indexed="64"/></patternFill></fill></fills>`,
    `<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border>${border}</border></borders>`,
    `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>`,
    `<cellXfs count="6">`,
    xf(0, 0),
    xf(0, 1),
    xf(0, 1, 2, 1, '<alignment vertical="top" wrapText="1"/>'),
    xf(164, 0),
    xf(164, 1),
    xf(165, 0),
    `</cellXfs>`,
    `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>`,
    `</styleSheet>`,
  ].join("");
}

/** The shared strings of the workbook: each text once, cells point to it by index. */
class Strings {
  readonly list: string[] = [];
  private readonly index = new Map<string, number>();
  id(text: string): number {
    let id = this.index.get(text);
    if (id === undefined) {
      id = this.list.length;
      this.list.push(text);
      this.index.set(text, id);
    }
    return id;
  }
  xml(): string {
    const items = this.list.map((text) => `<si><t xml:space="preserve">${xml(text)}</t></si>`).join("");
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${MAIN}" count="${this.list.length}" uniqueCount="${this.list.length}">${items}</sst>`;
  }
}

function cellXml(cell: XlsxCell, ref: string, strings: Strings): string {
  if (cell === null) return "";
  const style = cell.style ? ` s="${STYLE_IDS[cell.style]}"` : "";
  if ("text" in cell) return `<c r="${ref}"${style} t="s"><v>${strings.id(cell.text)}</v></c>`;
  if ("formula" in cell) return `<c r="${ref}"${style}><f>${xml(cell.formula)}</f><v>${cell.value}</v></c>`;
  return `<c r="${ref}"${style}><v>${cell.number}</v></c>`;
}

function sheetXml(sheet: XlsxSheet, strings: Strings, first: boolean): string {
  const frozen = sheet.frozenRows ?? 0;
  const pane = frozen
    ? `<pane ySplit="${frozen}" topLeftCell="A${frozen + 1}" activePane="bottomLeft" state="frozen"/>`
    : "";
  const view = `<sheetView workbookViewId="0"${first ? ' tabSelected="1"' : ""}${sheet.rightToLeft ? ' rightToLeft="1"' : ""}>${pane}</sheetView>`;
  const cols = sheet.widths
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join("");
  const rows = sheet.rows
    .map((row, r) => {
      const cells = row.map((cell, c) => cellXml(cell, `${columnName(c + 1)}${r + 1}`, strings)).join("");
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join("");
  return [
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`,
    `<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">`,
    `<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>`,
    `<sheetViews>${view}</sheetViews>`,
    `<sheetFormatPr defaultRowHeight="15"/>`,
    cols ? `<cols>${cols}</cols>` : "",
    `<sheetData>${rows}</sheetData>`,
    `<pageMargins left="0.5" right="0.5" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>`,
    `<pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/>`,
    `</worksheet>`,
  ].join("");
}

/** The workbook's files, by their path in the zip. */
export function xlsxFiles(sheets: XlsxSheet[]): Record<string, string> {
  const strings = new Strings();
  const files: Record<string, string> = {};
  sheets.forEach((sheet, index) => {
    files[`xl/worksheets/sheet${index + 1}.xml`] = sheetXml(sheet, strings, index === 0);
  });
  const overrides = sheets
    .map(
      (_, index) =>
        `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="${SPREADSHEET}.worksheet+xml"/>`,
    )
    .join("");
  const sheetRels = sheets
    .map(
      (_, index) =>
        `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
    )
    .join("");
  const n = sheets.length;
  return {
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${SPREADSHEET}.sheet.main+xml"/>${overrides}<Override PartName="/xl/styles.xml" ContentType="${SPREADSHEET}.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${SPREADSHEET}.sharedStrings+xml"/></Types>`,
    "_rels/.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><bookViews><workbookView/></bookViews><sheets>${sheets
      .map(
        (sheet, index) => `<sheet name="${xml(sheet.name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
      )
      .join("")}</sheets><calcPr calcId="191029" fullCalcOnLoad="1"/></workbook>`,
    "xl/_rels/workbook.xml.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${sheetRels}<Relationship Id="rId${n + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/><Relationship Id="rId${n + 2}" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    "xl/styles.xml": stylesXml(),
    "xl/sharedStrings.xml": strings.xml(),
    ...files,
  };
}

/** The .xlsx file's bytes: the workbook's files zipped (deflate) on this thread. */
export function xlsxBytes(sheets: XlsxSheet[]): Uint8Array<ArrayBuffer> {
  const files = Object.entries(xlsxFiles(sheets)).map(([name, text]) => [name, strToU8(text)] as const);
  // fflate allocates the archive itself, in a plain ArrayBuffer.
  return zipSync(Object.fromEntries(files), { level: 6 }) as Uint8Array<ArrayBuffer>;
}
