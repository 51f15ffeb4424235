import { localeCodes } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { expect, hydrated, test } from "./support/fixtures";
import { axeOn, wcag } from "./support/axe";

/**
 * Every tool page in every language, as a keyboard user meets it: from the top of the page, Tab
 * alone loads the tool (its first sign of use, decision 042) and reaches its first field, where a
 * figure is typed; then axe (WCAG 2.2 AA) on the page with the tool drawn. Arabic on a phone, the
 * other languages on a laptop. Each tool's own spec goes further in Arabic and French.
 */
const tools = ["/core/tools/charges-split", "/core/tools/general-assembly", "/core/tools/savings-estimator"];
for (const code of localeCodes) {
  test.describe(`the tools in ${code}`, () => {
    test.use({ viewport: code === "ar" ? { width: 390, height: 844 } : { width: 1366, height: 900 } });

    for (const tool of tools) {
      test(`${tool}: Tab reaches the tool's first field, a figure is typed, no axe violation`, async ({
        page,
      }) => {
        await page.goto(localizePath(tool, code));
        await hydrated(page);
        const inTool = () =>
          page.evaluate(
            () =>
              document.activeElement?.closest("#tool") !== null &&
              document.activeElement?.matches("input, select, textarea"),
          );
        let presses = 0;
        while (!(await inTool()) && presses < 120) {
          await page.keyboard.press("Tab");
          presses++;
        }
        expect(await inTool(), `a field of the tool reached with ${presses} presses of Tab`).toBe(true);
        const field = page.locator("#tool :focus");
        await expect(field).toBeVisible();
        await page.keyboard.type("5");

        const results = await axeOn(page).withTags(wcag).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual(
          [],
        );
      });
    }
  });
}
