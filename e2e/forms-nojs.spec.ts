import { localizePath } from "#core/paths/localize";
import { formsCopy } from "./support/forms-copy";
import { expect, test } from "./support/fixtures";
import { uniqueAddress, waitForMail } from "./support/smtp-inbox";

test.use({ javaScriptEnabled: false });

test("without script, the demo form posts and the service answers with a page in Arabic", async ({
  page,
}) => {
  const t = formsCopy("ar");
  const email = uniqueAddress("nojs-demo");
  await page.goto(localizePath("/core/demo", "ar"));
  const field = (name: string) => page.getByLabel(t(`forms.demo.${name}.label`), { exact: true });
  await field("firstName").fill("Amina");
  await field("lastName").fill("El Idrissi");
  await field("email").fill(email);
  await field("phone").fill("+212 6 61 23 45 67");
  await field("company").fill("إقامة الأندلس");
  await field("city").fill("الرباط");
  await field("role").selectOption("OWNER");
  await field("size").fill("40");
  await page.getByRole("checkbox", { name: t("forms.demo.consent") }).check();
  await page.getByRole("button", { name: t("forms.demo.submit") }).click();

  // Without script the page cannot say how long the form was open: the service first shows what
  // it will send (decision 026). Nothing is sent yet, and Back finds the form as it was filled in.
  const main = page.locator("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("forms.page.check.title"));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  for (const typed of ["Amina", "El Idrissi", email, "+212661234567", "إقامة الأندلس", "الرباط"])
    await expect(main).toContainText(typed);
  expect(await waitForMail((m) => m.to.includes(email), 1_000).catch(() => undefined)).toBeUndefined();
  await page.goBack();
  await expect(field("firstName")).toHaveValue("Amina");
  await expect(field("company")).toHaveValue("إقامة الأندلس");
  await expect(field("role")).toHaveValue("OWNER");
  await expect(field("size")).toHaveValue("40");
  await expect(page.getByRole("checkbox", { name: t("forms.demo.consent") })).toBeChecked();
  await field("city").fill("سلا");
  await page.getByRole("button", { name: t("forms.demo.submit") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("forms.page.check.title"));
  await expect(main).toContainText("سلا");
  // Sent at once, sooner than a person reads it: the same page again, with a word. Sent again once
  // the page is old enough (the service's minimum), it goes.
  const send = page.getByRole("button", { name: t("forms.demo.submit") });
  await send.click();
  await expect(main).toContainText(t("forms.page.check.too-early"));
  const heading = page.getByRole("heading", { level: 1 });
  await expect(async () => {
    if (await send.isVisible()) await send.click();
    await expect(heading).toHaveText(t("forms.demo.success.title"), { timeout: 1_000 });
  }).toPass();

  // The answer is a page of its own (post, redirect, get): reloading it shows the same receipt
  // and sends nothing again.
  await expect(page).toHaveURL(/\/api\/demo-requests\/received\?lang=ar$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("forms.demo.success.title"));
  const receipt = (await page.locator("main").textContent()) ?? "";
  const reference = receipt.match(/DEM-[2-9A-Z]{5}/)?.[0];
  expect(reference).toBeDefined();
  expect(receipt).toContain(email);
  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.subject).toBe(t("forms.mail.demo.subject", { reference }));
  expect(mail.html).toContain('dir="rtl"');
  expect(mail.text).toContain("سلا");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("forms.demo.success.title"));
  await expect(page.locator("main")).toContainText(reference ?? "?");
  const again = await waitForMail((m) => m.to.includes(email) && m.subject !== mail.subject, 3_000).catch(
    () => undefined,
  );
  expect(again, "a reload sends no second request").toBeUndefined();
});

test("without script, a value the service refuses comes back as a list of problems", async ({
  page,
  errors,
}) => {
  errors.allow(/^response 422 \/api\/contact-messages$/);
  const t = formsCopy("fr");
  await page.goto(localizePath("/core/company/contact-us", "fr"));
  const form = page.locator("#contact-form");
  await form.getByLabel(t("forms.contact.name.label"), { exact: true }).fill("Karim");
  await form.getByLabel(t("forms.contact.email.label"), { exact: true }).fill("karim@example.com");
  await form.getByLabel(`${t("forms.contact.phone.label")} ${t("forms.optional")}`).fill("123");
  await form.getByLabel(t("forms.contact.subject.label"), { exact: true }).selectOption("sales");
  await form.getByLabel(t("forms.contact.message.label"), { exact: true }).fill("Bonjour");
  await form.getByRole("checkbox", { name: t("forms.contact.consent") }).check();
  await form.getByRole("button", { name: t("forms.contact.submit") }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("forms.page.errors.title"));
  await expect(page.getByRole("listitem")).toHaveText([
    t("forms.summary.item", { label: t("forms.contact.phone.label"), message: t("forms.error.phone") }),
  ]);
  await expect(page.getByRole("link", { name: t("forms.page.back") })).toHaveAttribute(
    "href",
    "/core/company/contact-us#contact-form",
  );
});
