import type { Cell } from "write-excel-file/universal";

/**
 * The look the toolbox's spreadsheets share: the charges split's workbook and the budget template.
 */

/** The amounts' number format: dirhams with two decimals. */
export const MAD_FORMAT = "#,##0.00";

/** A column's head: bold on the site's pale green, framed, its words wrapped. */
export const headerCell = (value: string): Cell => ({
  value,
  fontWeight: "bold",
  backgroundColor: "#E6F0EC",
  borderStyle: "thin",
  borderColor: "#B8C7C0",
  wrap: true,
});
