import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { features } from "#core/content/features";
import { figures } from "#core/content/figures";
import { plans } from "#core/content/plans";
import { featuredTestimonials } from "#core/content/testimonials";
import { locales, type Locale } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { unmarked } from "./support/copy";
import { expect, hydrated, test } from "./support/fixtures";

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

/** The figures of docs/product.md §7 as the page's language writes them, computed here with Intl. */
function expectedFigures(intl: string): string[] {
  const percent = new Intl.NumberFormat(intl, { style: "percent", maximumFractionDigits: 1 });
  return [
    new Intl.NumberFormat(intl).format(figures.properties),
    unmarked(percent.format(figures.uptime)),
    new Intl.NumberFormat(intl, { style: "unit", unit: "minute", unitDisplay: "short" }).format(
      figures.responseMinutes,
    ),
    new Intl.NumberFormat(intl, { minimumFractionDigits: 1 }).format(figures.appRating),
    unmarked(percent.format(figures.costReduction)),
    unmarked(percent.format(figures.residentSatisfaction)),
  ];
}

/** Storage as docs/product.md §3 writes it: gigabytes up to 1,000, terabytes beyond. */
function expectedStorage(gigabytes: number, intl: string): string {
  const [value, unit] = gigabytes > 1000 ? [gigabytes / 1000, "terabyte"] : [gigabytes, "gigabyte"];
  // Arabic writes both units in full (غيغابايت، تيرابايت); its short forms mix غ.ب with تيرابايت.
  const unitDisplay = intl.startsWith("ar") ? "long" : "short";
  return new Intl.NumberFormat(intl, { style: "unit", unit, unitDisplay }).format(value);
}

for (const locale of locales) {
  const home = localizePath("/", locale.code);
  const text = (key: string) => message(locale, "home", key);
  const number = (value: number) => new Intl.NumberFormat(locale.numberIntl).format(value);

  test.describe(`home page in ${locale.label}`, () => {
    test("says what Urbis is, with the figures written for this language", async ({ page }) => {
      await page.goto(home);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("home.hero.title"));
      await expect(page.getByRole("link", { name: text("home.hero.primary") }).first()).toBeVisible();

      const hero = page.getByRole("region", { name: text("home.hero.title") });
      await expect(hero, "the feature count comes from the catalog").toContainText(number(features.length));

      const figuresBand = page.getByRole("region", { name: text("home.figures.title") });
      for (const figure of expectedFigures(locale.numberIntl))
        await expect(figuresBand).toContainText(figure);

      // Testimonials only in a build that shows some: today's are samples (decision 033).
      const testimonials = page.getByRole("region", { name: text("home.testimonials.title") });
      if (featuredTestimonials.length === 0) await expect(testimonials).toHaveCount(0);
      else {
        await expect(testimonials.getByRole("figure")).toHaveCount(featuredTestimonials.length);
        await expect(testimonials.getByRole("link", { name: text("home.testimonials.all") })).toHaveAttribute(
          "href",
          localizePath("/core/company/testimonials", locale.code),
        );
      }
      await hydrated(page);
    });

    test("shows the three plans with their limits, each booking a demo of that plan", async ({ page }) => {
      await page.goto(home);
      const pricing = page.locator("#pricing");
      for (const plan of plans) {
        const card = pricing.getByRole("article", { name: text(`home.plan.${plan.id}.name`) });
        await expect(card).toContainText(number(plan.maxUsers));
        await expect(card).toContainText(expectedStorage(plan.storageGb, locale.numberIntl));
        await expect(card).toContainText(number(plan.featureCount));
        if (plan.helpCenter) await expect(card).toContainText(text("home.plan.helpCenter"));
        if (plan.customization) await expect(card).toContainText(text("home.plan.customization"));
        await expect(card.getByRole("link", { name: text("home.plan.cta") })).toHaveAttribute(
          "href",
          localizePath(`/core/demo?plan=${plan.id}`, locale.code),
        );
      }
    });

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
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual(
        [],
      );
    });

    test("the header's pricing link opens the pricing page; the plans link to it too", async ({ page }) => {
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
      await page.goto(home);
      await expect(
        page.locator("#pricing").getByRole("link", { name: text("home.pricing.compare") }),
      ).toHaveAttribute("href", localizePath("/core/pricing", locale.code));
    });
  });
}
