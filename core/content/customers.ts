/**
 * Customers who agreed to show their logo on the home page, in the order shown. Empty until the
 * team has real ones, with each customer's written agreement: nothing invented ships (decision
 * 033). While it is empty, the home page names the kinds of residences Urbis serves instead.
 */
export type CustomerLogo = {
  /** The customer's name, as the logo's text alternative. */
  name: string;
  /** The logo's file under `public/customers/`, an SVG or a PNG at least 320 px wide. */
  file: string;
};

export const customerLogos: readonly CustomerLogo[] = [];
