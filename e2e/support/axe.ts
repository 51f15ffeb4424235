import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 AA rules, by axe's tags. */
export const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The rules that read colours: the only ones a change of theme can turn, run again in the dark one. */
export const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * axe on a page, as every end-to-end test runs it:
 * - in the page itself (axe's "legacy mode"): the site has no frames, so there are no frame results
 *   to merge, and axe need not open a second page to merge them, which doubled the cost of a run;
 * - set to work out the violations only: the rules that pass are still run, but their nodes are not
 *   gathered into the results, which the tests never read (axe's `resultTypes`).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

/** The WCAG 2.2 AA violations axe finds on the page as it is now, one line each: rule and nodes. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await axeOn(page).withTags(wcag).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
