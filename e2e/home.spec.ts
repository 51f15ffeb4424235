import { readFileSync } from "node:fs";
import { plans } from "#core/content/plans";
import { locales, type Locale } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { expect, hydrated, test } from "./support/fixtures";
import { wcagViolations } from "./support/axe";

// What the page holds as it is sent (the hero, the figures, the testimonials, the plans' limits and
// links, the link to the pricing page) is read from the build by
// tests/app/pages/built-page-content.test.ts; here, what needs a browser.

/** A plain message from the copy files, as a visitor reads it. */
function message(locale: Locale, namespace: string, key: string): string {
  const messages = JSON.parse(readFileSync(`locales/${locale.code}/${namespace}.json`, "utf8")) as Record<
    string,
    string
  >;
  const text = messages[key];
  if (text === undefined) throw new Error(`No ${key} in locales/${locale.code}/${namespace}.json`);
  return text;
}

for (const locale of locales) {
  const home = localizePath("/", locale.code);
  const text = (key: string) => message(locale, "home", key);
  const number = (value: number) => new Intl.NumberFormat(locale.numberIntl).format(value);

  test.describe(`home page in ${locale.label}`, () => {
    test("the plan chooser names the plan that fits the lots, typed or slid with the keyboard", async ({
      page,
    }) => {
      await page.goto(home);
      await hydrated(page);
      const pricing = page.locator("#pricing");
      const lots = pricing.getByRole("spinbutton", { name: text("home.chooser.label") });
      const status = pricing.getByRole("status");
      const name = (id: string) => text(`home.plan.${id}.name`);
      const recommended = (id: string) => pricing.getByRole("article", { name: name(id) });

      await expect(status).toHaveAttribute("aria-live", "polite");
      // 240 lots × 2.5 = 600 users: Standard, not Basic (core/content/plan-estimate.ts).
      await lots.fill("240");
      await expect(status).toContainText(number(600));
      await expect(status).toContainText(name("standard"));
      await expect(recommended("standard")).toContainText(text("home.plan.recommended"));

      await lots.fill("1600");
      await expect(status).toContainText(name("premium"));
      await expect(recommended("premium")).toContainText(text("home.plan.recommended"));
      await expect(recommended("standard")).not.toContainText(text("home.plan.recommended"));

      await lots.fill("3600");
      await expect(status).toContainText(number(9000));
      await expect(status).toContainText(number(5000));
      for (const plan of plans) await expect(status).not.toContainText(name(plan.id));
      await expect(pricing.getByRole("link", { name: text("home.chooser.beyondCta") })).toBeVisible();

      const slider = pricing.getByRole("slider", { name: text("home.chooser.slider") });
      await slider.focus();
      await page.keyboard.press("Home");
      await expect(lots).toHaveValue("10");
      await expect(status).toContainText(name("basic"));
    });

    test("meets WCAG 2.2 AA, with a plan recommended", async ({ page }) => {
      await page.goto(home);
      await hydrated(page);
      await page
        .locator("#pricing")
        .getByRole("spinbutton", { name: text("home.chooser.label") })
        .fill("320");
      expect(await wcagViolations(page)).toEqual([]);
    });

    test("the header's pricing link opens the pricing page", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(localizePath("/core/demo", locale.code));
      await hydrated(page);
      await page
        .getByRole("navigation", { name: message(locale, "common", "nav.main") })
        .getByRole("link", { name: message(locale, "common", "nav.pricing") })
        .click();
      await expect(page).toHaveURL(new RegExp(`${localizePath("/core/pricing", locale.code)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        message(locale, "pricing", "pricing.title"),
      );
    });
  });
}
