import type { Cell } from "write-excel-file/universal";

/**
 * The look the toolbox's spreadsheets share: the charges split's workbook (core/tools/xlsx.ts) and
 * the budget template (write-excel-file, at build time).
 */

/** The amounts' number format: dirhams with two decimals. */
export const MAD_FORMAT = "#,##0.00";
/** The shares' number format: up to six decimals, as the charges split reads them. */
export const SHARES_FORMAT = "#,##0.######";
/** A column head's fill (the site's pale green) and frame. */
export const HEADER_FILL = "#E6F0EC";
export const HEADER_BORDER = "#B8C7C0";

/** A column's head: bold on the site's pale green, framed, its words wrapped. */
export const headerCell = (value: string): Cell => ({
  value,
  fontWeight: "bold",
  backgroundColor: HEADER_FILL,
  borderStyle: "thin",
  borderColor: HEADER_BORDER,
  wrap: true,
});
