import { figures } from "./figures";
import { legal } from "./legal";
import { site } from "./site";

/**
 * Whether personal data leaves Morocco: the privacy policy's own statement (`legal.transfersAbroad`),
 * or a host or a subprocessor set in another country. The privacy policy and the trust centre both
 * read it, so they cannot disagree.
 */
export const dataLeavesMorocco: boolean =
  legal.transfersAbroad ||
  [site.hosting.country, ...site.hosting.subprocessors.map((s) => s.country)].some(
    (country) => country !== undefined && country !== "MA",
  );

/**
 * How the trust centre reads the availability figure of docs/product.md §7: per calendar month,
 * with what that allows in a month of 30 days. A definition, not a measurement: nothing in this
 * repository measures it, and it carries no service credit unless an agreement is published
 * (`site.slaUrl`).
 */
const MONTH_DAYS = 30;

export const availability = {
  figure: figures.uptime,
  /** The month the allowance is given for. */
  monthDays: MONTH_DAYS,
  /** The most such a month may be unavailable within the figure, in whole minutes (43). */
  monthlyMinutes: Math.floor((1 - figures.uptime) * MONTH_DAYS * 24 * 60),
} as const;
