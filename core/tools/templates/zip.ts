import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";

/**
 * The zip container of the Office files the build writes (.docx, .xlsx), made byte for byte the
 * same from one build to the next: every entry carries the same fixed date, and the entries are
 * written in the order given. A zip entry's date is a local date and time (MS-DOS format); a date
 * built from local fields is written the same whatever the machine's time zone.
 */
const FIXED_DATE = new Date(2026, 0, 1, 0, 0, 0);

export type ZipEntries = Record<string, string | Uint8Array>;

/** The entries zipped (deflate, level 9), text written as UTF-8, all dated FIXED_DATE. */
export function stableZip(entries: ZipEntries): Uint8Array {
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const [name, content] of Object.entries(entries)) {
    files[name] = [typeof content === "string" ? strToU8(content) : content, { mtime: FIXED_DATE }];
  }
  return zipSync(files, { level: 9 });
}

/**
 * A zip made elsewhere, written again with fixed dates: the spreadsheet library dates its entries
 * with the time of writing. `[Content_Types].xml` is kept first, as Office writes it. `edit` may
 * change a text entry on the way (given its name and text, it returns the new text).
 */
export function restampZip(zip: Uint8Array, edit?: (name: string, text: string) => string): Uint8Array {
  const entries: Record<string, Uint8Array> = unzipSync(zip);
  if (edit) {
    for (const [name, bytes] of Object.entries(entries)) {
      if (name.endsWith(".xml")) entries[name] = strToU8(edit(name, strFromU8(bytes)));
    }
  }
  const names = Object.keys(entries).sort((a, b) =>
    a === "[Content_Types].xml" ? -1 : b === "[Content_Types].xml" ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  return stableZip(Object.fromEntries(names.map((name) => [name, entries[name] as Uint8Array])));
}
