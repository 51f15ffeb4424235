/** What the Audience page's tests read of it: its charts' marks and its tables' rows. */

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();

function element(html: string, tag: string, attribute: string, name: string): string {
  const start = html.indexOf(`${attribute}="${name}"`);
  if (start === -1) throw new Error(`No ${tag} with ${attribute}="${name}"`);
  const open = html.lastIndexOf(`<${tag}`, start);
  const end = html.indexOf(`</${tag}>`, start);
  return html.slice(open, end);
}

/** A chart's marks: each `<g>`'s data attributes (data-label, data-value, data-day…). */
export function chartMarks(html: string, name: string): Record<string, string>[] {
  const svg = element(html, "svg", "data-chart", name);
  return [...svg.matchAll(/<g ((?:data-[a-z]+="[^"]*" ?)+)>/g)].map((m) =>
    Object.fromEntries(
      [...(m[1] ?? "").matchAll(/data-([a-z]+)="([^"]*)"/g)].map((a) => [a[1] ?? "", decode(a[2] ?? "")]),
    ),
  );
}

/** A table's body rows, each cell's text (the row's header first). */
export function tableRows(html: string, name: string): string[][] {
  const table = element(html, "table", "data-table", name);
  const body = table.slice(table.indexOf("<tbody>"));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => decode(cell[1] ?? "")),
  );
}

/** A table's column headers. */
export function tableHead(html: string, name: string): string[] {
  const table = element(html, "table", "data-table", name);
  const head = table.slice(table.indexOf("<thead>"), table.indexOf("</thead>"));
  return [...head.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((cell) => decode(cell[1] ?? ""));
}

/** A whole number as the page writes it in any of its languages ("1 234", "1,234", "١٬٢٣٤"). */
export function wholeNumber(text: string): number {
  const western = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const digits = western.replace(/\D/g, "");
  if (!digits) throw new Error(`No number in "${text}"`);
  return Number(digits);
}
