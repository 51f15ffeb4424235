import { expect, test } from "./support/fixtures";

/**
 * Arabic type has room for its marks (docs/product.md §4): headings at a line height of 1.5 at
 * least, text at 1.8; the Latin pages keep their tighter headings.
 */
/** Each element's line height over its font size (run in the page). */
const ratios = (elements: Element[]) =>
  elements.map((element) => {
    const style = getComputedStyle(element);
    return {
      text: element.textContent?.slice(0, 40),
      ratio: parseFloat(style.lineHeight) / parseFloat(style.fontSize),
    };
  });

for (const path of ["/ar/", "/ar/core/company/contact-us", "/ar/core/features/announcements"]) {
  test(`Arabic headings and text on ${path} have room for their marks`, async ({ page }) => {
    await page.goto(path);
    const headings = await page.locator("main :is(h1, h2, h3)").evaluateAll(ratios);
    expect(headings.length).toBeGreaterThan(0);
    for (const { text, ratio } of headings) expect(ratio, text).toBeGreaterThanOrEqual(1.5 - 0.01);
    const [body] = await page.locator("body").evaluateAll(ratios);
    expect(body?.ratio).toBeGreaterThanOrEqual(1.8 - 0.01);
  });
}

test("the French home page keeps its tight hero heading", async ({ page }) => {
  await page.goto("/");
  const [hero] = await page.locator("main h1").evaluateAll(ratios);
  expect(hero?.ratio).toBeLessThan(1.3);
});
