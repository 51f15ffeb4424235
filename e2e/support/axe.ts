import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 AA rules, by axe's tags. */
export const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe on a page, set to work out the violations only: the rules that pass are still run, but their
 * nodes are not gathered into the results, which the tests never read (axe's `resultTypes`).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
}
