import type { Locator, Page } from "@playwright/test";
import { locales, type LocaleCode } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { escapeRegExp, fillContactForm, formsCopy } from "./support/forms-copy";
import { expect, hydrated, test } from "./support/fixtures";
import { uniqueAddress } from "./support/smtp-inbox";

for (const locale of locales) {
  test(`the demo form in ${locale.label} says what is wrong, beside each field and at the top`, async ({
    page,
  }) => {
    const t = formsCopy(locale.code);
    const field = (name: string) => page.getByLabel(t(`forms.demo.${name}.label`), { exact: true });
    await page.goto(localizePath("/core/demo", locale.code));
    await hydrated(page);

    // Bad values in some fields, nothing in the others.
    await field("email").fill("salma@");
    await field("phone").fill("06 12");
    await field("size").fill("beaucoup");
    await field("city").fill("Fès");
    await page.getByRole("button", { name: t("forms.demo.submit") }).click();

    const expected: Record<string, string> = {
      firstName: "forms.error.required",
      lastName: "forms.error.required",
      email: "forms.error.email",
      phone: "forms.error.phone",
      company: "forms.error.required",
      size: "forms.error.size",
    };
    const summary = page.getByRole("group", { name: t("forms.summary.title", { count: 8 }) });
    await expect(summary).toBeFocused();
    for (const [name, key] of Object.entries(expected)) {
      await expect(field(name)).toHaveAttribute("aria-invalid", "true");
      await expect(field(name)).toHaveAccessibleDescription(
        new RegExp(`${t(key).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      );
    }
    await expect(field("role")).toHaveAccessibleDescription(t("forms.error.choice"));
    await expect(page.getByRole("checkbox", { name: t("forms.demo.consent") })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(field("city")).not.toHaveAttribute("aria-invalid");
    // What was typed is still there.
    await expect(field("email")).toHaveValue("salma@");
    await expect(field("city")).toHaveValue("Fès");

    // A summary entry leads to its field; fixing a field clears its error.
    await summary.getByRole("link", { name: new RegExp(`^${t("forms.demo.email.label")}`) }).click();
    await expect(field("email")).toBeFocused();
    await field("email").fill("salma@residence-anfa.ma");
    await expect(field("email")).not.toHaveAttribute("aria-invalid");
    await expect(page.getByRole("group", { name: t("forms.summary.title", { count: 7 }) })).toBeVisible();
  });
}

test("a form sent faster than a person could is refused, and nothing typed is lost", async ({
  page,
  errors,
}) => {
  errors.allow(/^response 400 \/api\/deletion-requests$/);
  const t = formsCopy("en");
  await page.goto(localizePath("/core/delete-my-account", "en"));
  await hydrated(page);
  const section = page.locator("#deletion-request");
  await section.getByLabel(t("forms.deletion.email.label"), { exact: true }).fill("quick@example.ma");
  await section.getByRole("checkbox", { name: t("forms.deletion.consent") }).check();
  await section.getByRole("button", { name: t("forms.deletion.submit") }).click();
  await expect(section.getByRole("alert")).toHaveText(t("forms.problem.rejected"));
  await expect(section.getByLabel(t("forms.deletion.email.label"), { exact: true })).toHaveValue(
    "quick@example.ma",
  );
  await expect(section.getByRole("button", { name: t("forms.deletion.submit") })).toBeEnabled();
});

/**
 * The contact page on a clock the test controls, hydrated, its form filled in, and past the
 * minimum fill time: ready to send.
 */
async function openFilledContactForm(
  page: Page,
  lang: LocaleCode,
  values: Parameters<typeof fillContactForm>[2],
): Promise<Locator> {
  await page.clock.install();
  await page.goto(localizePath("/core/company/contact-us", lang));
  await hydrated(page);
  const form = page.locator("form#form-contact");
  await fillContactForm(form, formsCopy(lang), values);
  await page.clock.fastForward(5_000);
  return form;
}

test("while a form is sending, its button is disabled and busy: a second click sends nothing", async ({
  page,
}) => {
  const t = formsCopy("fr");
  const posts: string[] = [];
  // The service's answer is held until the test has pressed the busy button: the request stays
  // in flight for exactly as long as the test needs it to.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact-messages", async (route) => {
    posts.push(route.request().url());
    await held;
    await route.continue();
  });
  const form = await openFilledContactForm(page, "fr", {
    name: "Nadia",
    email: "nadia@example.ma",
    subject: "press",
    message: "Une interview ?",
  });
  const button = form.getByRole("button", { name: t("forms.contact.submit") });
  await button.click();
  const sending = form.getByRole("button", { name: t("forms.submit.sending") });
  await expect(sending).toBeDisabled();
  await expect(sending).toHaveAttribute("aria-busy", "true");
  await sending.click({ force: true }).catch(() => undefined);
  release();
  await expect(page.getByRole("region", { name: t("forms.contact.success.title") })).toBeFocused();
  expect(posts).toHaveLength(1);
});

test("without its schema (a download that failed), the form still goes and the service's verdict shows", async ({
  page,
  errors,
}) => {
  const t = formsCopy("en");
  // The schema's chunk never arrives, as on a connection lost after the page loaded.
  await page.route(/\/assets\/schema-[\w-]+\.js$/, (route) => route.abort());
  errors.allow(/^response 422 \/api\/contact-messages$/);
  const form = await openFilledContactForm(page, "en", {
    name: "Karim Alaoui",
    email: "not an address",
    subject: "sales",
    message: "A question about bookings.",
  });
  // Unchecked in the browser, the form goes to the service, which refuses it field by field.
  const verdict = page.waitForResponse(
    (r) => r.url().endsWith("/api/contact-messages") && r.status() === 422,
  );
  await form.getByRole("button", { name: t("forms.contact.submit") }).click();
  await verdict;
  // The service checked it: its message stands beside the field, and nothing typed is lost.
  const email = form.getByLabel(t("forms.contact.email.label"), { exact: true });
  await expect(email).toHaveAccessibleDescription(new RegExp(escapeRegExp(t("forms.error.email"))));
  await expect(email).toHaveValue("not an address");

  await email.fill(uniqueAddress("no-schema"));
  await form.getByRole("button", { name: t("forms.contact.submit") }).click();
  await expect(page.getByRole("region", { name: t("forms.contact.success.title") })).toContainText(
    /CON-[2-9A-Z]{5}/,
  );
});

test("the validation library loads when the visitor enters the form, not with the page", async ({ page }) => {
  const t = formsCopy("fr");
  const schemas: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/schema-[\w-]+\.js$/.test(request.url())) schemas.push(request.url());
  });
  await page.goto(localizePath("/core/demo", "fr"));
  await hydrated(page);
  // The page settles, hydrated, its idle work done and the network quiet for half a second: still
  // nothing of the schema.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  await page.waitForLoadState("networkidle");
  expect(schemas).toEqual([]);

  const loading = page.waitForRequest(/\/assets\/schema-[\w-]+\.js$/);
  await page.getByLabel(t("forms.demo.firstName.label"), { exact: true }).focus();
  await loading;
  expect(schemas).toHaveLength(1);
});
