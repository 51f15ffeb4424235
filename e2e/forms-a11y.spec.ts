import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { formsCopy } from "./support/forms-copy";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { axeOn, wcag } from "./support/axe";

/** Ids used more than once on the page (a label or a description would point at the wrong one). */
const duplicateIds = (page: Page) =>
  page.evaluate(() => {
    const count = new Map<string, number>();
    for (const element of document.querySelectorAll("[id]"))
      count.set(element.id, (count.get(element.id) ?? 0) + 1);
    return [...count].filter(([, n]) => n > 1).map(([id]) => id);
  });

async function violations(page: Page, include?: string) {
  const axe = axeOn(page).withTags(wcag);
  const { violations: found } = await (include ? axe.include(include) : axe).analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const forms = [
  { path: "/core/demo", scope: "main", submit: "forms.demo.submit" },
  { path: "/core/company/contact-us", scope: "#contact-form", submit: "forms.contact.submit" },
  { path: "/core/delete-my-account", scope: "#deletion-request", submit: "forms.deletion.submit" },
];

for (const locale of locales) {
  for (const theme of ["light", "dark"] as const) {
    test(`the forms in ${locale.label}, ${theme} theme, pass axe with their errors shown`, async ({
      page,
    }) => {
      const t = formsCopy(locale.code);
      await page.addInitScript((mode) => window.localStorage.setItem("theme-mode", mode), theme);
      for (const form of forms) {
        await page.goto(localizePath(form.path, locale.code));
        await hydrated(page);
        // axe reads the form as it opens in e2e/pages.spec.ts (each is its template's page there).
        expect(await duplicateIds(page), form.path).toEqual([]);
        await page
          .locator(form.scope)
          .getByRole("button", { name: t(form.submit) })
          .click();
        await expect(page.locator(form.scope).locator('[aria-invalid="true"]').first()).toBeVisible();
        expect(await violations(page, form.scope), `${form.path} with errors`).toEqual([]);
        expect(await duplicateIds(page), `${form.path} with errors`).toEqual([]);
      }
    });
  }

  test(`the service's own pages in ${locale.label} pass axe`, async ({ page, errors }) => {
    errors.allow(/^response (404|422) \/api\//);
    await page.goto(`/api/deletion-requests/confirm?token=${"x".repeat(43)}&lang=${locale.code}`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale.code);
    expect(await violations(page)).toEqual([]);
    const response = await page.request.post("/api/contact-messages", {
      form: { name: "", email: "x", subject: "sales", message: "", lang: locale.code },
      headers: { accept: "text/html" },
    });
    expect(response.status()).toBe(422);
    await page.setContent(await response.text());
    // setContent has no URL: the stylesheet cannot load, so only structure and text are checked.
    expect(await violations(page)).toEqual([]);
    // The page that asks to check a form sent without script, then send it (decision 026).
    const check = await page.request.post("/api/contact-messages", {
      form: {
        name: "Karim",
        email: "karim@example.com",
        subject: "sales",
        message: "Bonjour",
        consent: "on",
        lang: locale.code,
      },
      headers: { accept: "text/html" },
    });
    expect(check.status()).toBe(200);
    await page.setContent(await check.text());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      formsCopy(locale.code)("forms.page.check.title"),
    );
    expect(await violations(page)).toEqual([]);
  });
}
