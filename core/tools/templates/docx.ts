import { stableZip } from "./zip";

/**
 * A small WordprocessingML (.docx, ECMA-376) writer: paragraphs with a style, bold runs, tables,
 * an A4 page, and right-to-left text for Arabic. Right to left is marked where Word reads it:
 * `w:bidi` on each paragraph and on the section, `w:rtl` on each run, `w:bidiVisual` on each
 * table (its first column on the right). The parts are written in a fixed order and zipped with
 * fixed dates, so one input gives the same bytes.
 */
export type Direction = "ltr" | "rtl";

export type DocxMeta = { title: string; language: string; direction: Direction };

type ParagraphOptions = { style?: "Title" | "Heading1" | "Subtitle"; bold?: boolean; keepNext?: boolean };

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The width of the text between the margins of an A4 page with 2 cm margins, in twips. */
export const TEXT_WIDTH = 11906 - 2 * 1134;

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A writer bound to one direction: every paragraph, run and table it makes follows it. */
export function docxWriter(direction: Direction) {
  const rtl = direction === "rtl";
  const run = (text: string, bold = false) => {
    const props = `${bold ? "<w:b/><w:bCs/>" : ""}${rtl ? "<w:rtl/>" : ""}`;
    return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ""}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  };
  const paragraph = (text: string | string[], options: ParagraphOptions = {}) => {
    const props = [
      options.style ? `<w:pStyle w:val="${options.style}"/>` : "",
      options.keepNext ? "<w:keepNext/>" : "",
      rtl ? "<w:bidi/>" : "",
    ].join("");
    const runs = (Array.isArray(text) ? text : [text]).map((part) => run(part, options.bold)).join("");
    return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ""}${runs}</w:p>`;
  };
  /** A table of text cells; `widths` in twips, `header` makes the first row bold and repeated. */
  const table = (rows: string[][], widths: number[], { borders = true, header = false } = {}) => {
    const border = borders ? "single" : "nil";
    const edges = ["top", "left", "bottom", "right", "insideH", "insideV"]
      .map((edge) => `<w:${edge} w:val="${border}" w:sz="4" w:space="0" w:color="808080"/>`)
      .join("");
    const grid = widths.map((width) => `<w:gridCol w:w="${width}"/>`).join("");
    const body = rows
      .map((cells, index) => {
        const bold = header && index === 0;
        const rowProps = bold
          ? "<w:trPr><w:tblHeader/></w:trPr>"
          : '<w:trPr><w:trHeight w:val="480"/></w:trPr>';
        const tds = cells
          .map((cell, column) => {
            const lines = cell.split("\n").map((line) => paragraph(line, { bold }));
            return `<w:tc><w:tcPr><w:tcW w:w="${widths[column] ?? 0}" w:type="dxa"/></w:tcPr>${lines.join("")}</w:tc>`;
          })
          .join("");
        return `<w:tr>${rowProps}${tds}</w:tr>`;
      })
      .join("");
    const total = widths.reduce((sum, width) => sum + width, 0);
    return `<w:tbl><w:tblPr>${rtl ? "<w:bidiVisual/>" : ""}<w:tblW w:w="${total}" w:type="dxa"/><w:tblBorders>${edges}</w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>`;
  };
  return { paragraph, table };
}

/** A line to write on: the label, then a run of underscores. */
export function blank(label: string, length = 40): string[] {
  return [`${label} `, "_".repeat(length)];
}

function documentXml(body: string[], direction: Direction): string {
  const section = `<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/>${direction === "rtl" ? "<w:bidi/>" : ""}</w:sectPr>`;
  return `${XML}<w:document ${W}><w:body>${body.join("")}${section}</w:body></w:document>`;
}

/** Arial for Latin and Arabic alike (it has both, on Windows, macOS and LibreOffice's fallbacks). */
function stylesXml(language: string, direction: Direction): string {
  const lang =
    direction === "rtl"
      ? `<w:lang w:val="${language}" w:bidi="${language}"/>`
      : `<w:lang w:val="${language}"/>`;
  const fonts = '<w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial" w:eastAsia="Arial"/>';
  const style = (id: string, name: string, size: number, { outline = -1, bold = true } = {}) =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="120"/>${outline >= 0 ? `<w:outlineLvl w:val="${outline}"/>` : ""}</w:pPr><w:rPr>${bold ? "<w:b/><w:bCs/>" : ""}<w:sz w:val="${size}"/><w:szCs w:val="${size}"/></w:rPr></w:style>`;
  return `${XML}<w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr>${fonts}<w:sz w:val="22"/><w:szCs w:val="22"/>${lang}</w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="300" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${style("Title", "Title", 36)}${style("Subtitle", "Subtitle", 20, { bold: false })}${style("Heading1", "heading 1", 28, { outline: 0 })}</w:styles>`;
}

function coreXml(meta: DocxMeta): string {
  return `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${escapeXml(meta.title)}</dc:title><dc:creator>Urbis</dc:creator><dc:language>${meta.language}</dc:language></cp:coreProperties>`;
}

const contentTypes = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const rootRels = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;
const documentRels = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

/** The .docx file: the body's paragraphs and tables, in order, with its styles and properties. */
export function docxFile(body: string[], meta: DocxMeta): Uint8Array {
  return stableZip({
    "[Content_Types].xml": contentTypes,
    "_rels/.rels": rootRels,
    "docProps/core.xml": coreXml(meta),
    "word/document.xml": documentXml(body, meta.direction),
    "word/styles.xml": stylesXml(meta.language, meta.direction),
    "word/_rels/document.xml.rels": documentRels,
  });
}
