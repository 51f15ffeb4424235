import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { formsCopy } from "./support/forms-copy";
import { expect, hydrated, test } from "./support/fixtures";
import { uniqueAddress, waitForMail } from "./support/smtp-inbox";

for (const locale of locales) {
  test(`a contact message in ${locale.label} from the contact page`, async ({ page }) => {
    const t = formsCopy(locale.code);
    const email = uniqueAddress(`contact-${locale.code}`);
    await page.clock.install();
    await page.goto(localizePath("/core/company/contact-us", locale.code));
    await hydrated(page);
    const form = page.locator("#contact-form");
    await form.getByLabel(t("forms.contact.name.label"), { exact: true }).fill("Karim Alaoui");
    await form.getByLabel(t("forms.contact.email.label"), { exact: true }).fill(email);
    await form.getByLabel(t("forms.contact.subject.label"), { exact: true }).selectOption("support");
    await form
      .getByLabel(t("forms.contact.message.label"), { exact: true })
      .fill("Comment ajouter un résident ?");
    await form.getByRole("checkbox", { name: t("forms.contact.consent") }).check();
    await page.clock.fastForward(5_000);
    await form.getByRole("button", { name: t("forms.contact.submit") }).click();

    const done = page.getByRole("region", { name: t("forms.contact.success.title") });
    await expect(done).toBeFocused();
    const reference = ((await done.textContent()) ?? "").match(/CON-[2-9A-Z]{5}/)?.[0];
    expect(reference).toBeDefined();
    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toBe(t("forms.mail.contact.subject", { reference }));
    await waitForMail((m) => m.replyTo === email && m.subject.includes(reference ?? "?"));
  });

  test(`an account deletion in ${locale.label}: request, e-mailed link, confirmation`, async ({ page }) => {
    const t = formsCopy(locale.code);
    const email = uniqueAddress(`delete-${locale.code}`);
    await page.clock.install();
    await page.goto(localizePath("/core/delete-my-account", locale.code));
    await hydrated(page);
    const section = page.locator("#deletion-request");
    await section.getByLabel(t("forms.deletion.email.label"), { exact: true }).fill(email);
    await section.getByRole("checkbox", { name: t("forms.deletion.consent") }).check();
    await page.clock.fastForward(5_000);
    await section.getByRole("button", { name: t("forms.deletion.submit") }).click();
    const done = page.getByRole("region", { name: t("forms.deletion.success.title") });
    await expect(done).toBeFocused();
    const reference = ((await done.textContent()) ?? "").match(/DEL-[2-9A-Z]{5}/)?.[0];
    expect(reference).toBeDefined();

    // Follow the link from the e-mail, as the requester would.
    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toBe(t("forms.mail.deletion-link.subject"));
    const link = mail.text.match(/https?:\/\/\S+\/api\/deletion-requests\/confirm\?token=[\w-]+/)?.[0];
    expect(link, mail.text).toBeDefined();
    await page.goto(link ?? "");
    await expect(page.locator("html")).toHaveAttribute("lang", locale.code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("forms.confirm.ask.title"));
    await page.getByRole("button", { name: t("forms.confirm.ask.button") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("forms.confirm.done.title"));
    await expect(page.locator("main")).toContainText(reference ?? "?");

    const told = await waitForMail((m) => m.to.includes(email) && m.subject.includes(reference ?? "?"));
    expect(told.subject).toBe(t("forms.mail.deletion-confirmed.subject", { reference }));
    await waitForMail((m) => m.replyTo === email && m.subject.includes(reference ?? "?"));

    // The link works once.
    await page.goto(link ?? "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("forms.confirm.used.title"));
  });
}
