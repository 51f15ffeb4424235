import { countryCodes, frequentCountries } from "#core/forms/demo/countries";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { escapeRegExp, formsCopy } from "./support/forms-copy";
import { expect, hydrated, test } from "./support/fixtures";
import { uniqueAddress, waitForMail } from "./support/smtp-inbox";

for (const locale of locales) {
  test(`a demo request in ${locale.label}: stored, acknowledged with its reference, and e-mailed`, async ({
    page,
  }) => {
    const t = formsCopy(locale.code);
    const label = (field: string) => page.getByLabel(t(`forms.demo.${field}.label`), { exact: true });
    const email = uniqueAddress(`demo-${locale.code}`);
    await page.clock.install();
    await page.goto(`${localizePath("/core/demo", locale.code)}?plan=standard`);
    await hydrated(page);

    // Coming from the pricing section: the plan is chosen already.
    const plan = page.getByLabel(`${t("forms.demo.plan.label")} ${t("forms.optional")}`);
    await expect(plan).toHaveValue("standard");
    // Morocco is the default country, and the demo's language is the page's.
    await expect(label("country")).toHaveValue("MA");
    await expect(page.getByRole("radio", { name: locale.label })).toBeChecked();

    await label("firstName").fill("Salma");
    await label("lastName").fill("Benali");
    await label("email").fill(email);
    await label("phone").fill("06 12 34 56 78");
    await label("company").fill("Résidence Anfa");
    await label("city").fill("Casablanca");
    await label("country").selectOption("SN");
    await label("role").selectOption("SYNDIC");
    await label("size").fill("320");
    // The plan that fits appears as the lots are typed: 320 lots × 2.5 = 800 users, Standard.
    await expect(
      page.getByText(
        t("forms.demo.plan.fits", {
          count: 320,
          people: 800,
          perLot: 2.5,
          plan: t("forms.demo.plan.name.standard"),
          users: 1200,
        }),
      ),
    ).toBeVisible();
    await page
      .getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(t("forms.demo.slot.weekday-morning"))}`) })
      .check();
    await page
      .getByLabel(`${t("forms.demo.message.label")} ${t("forms.optional")}`)
      .fill("Quatre immeubles, un parking.");
    await page.getByRole("checkbox", { name: t("forms.demo.consent") }).check();

    await page.clock.fastForward(5_000); // a person takes more than the minimum fill time
    await page.getByRole("button", { name: t("forms.demo.submit") }).click();

    const done = page.getByRole("region", { name: t("forms.demo.success.title") });
    await expect(done).toBeFocused();
    const text = (await done.textContent()) ?? "";
    const reference = text.match(/DEM-[2-9A-Z]{5}/)?.[0];
    expect(reference, text).toBeDefined();
    await expect(done).toContainText(email);

    const visitor = await waitForMail((m) => m.to.includes(email));
    expect(visitor.subject).toBe(t("forms.mail.demo.subject", { reference }));
    expect(visitor.text).toContain("+212612345678");
    // The country chosen, named in the visitor's language.
    expect(visitor.text).toContain(new Intl.DisplayNames([locale.intl], { type: "region" }).of("SN"));
    const team = await waitForMail((m) => m.subject.includes(reference ?? "?") && m.replyTo === email);
    expect(team.text).toContain("Résidence Anfa");
  });
}

test("the country list holds the frequent countries in the page, and every country once the form is used", async ({
  page,
}) => {
  const t = formsCopy("ar");
  const country = page.getByLabel(t("forms.demo.country.label"), { exact: true });
  const codes = () =>
    country.locator("option").evaluateAll((options) => options.map((o) => o.getAttribute("value")));
  await page.goto(localizePath("/core/demo", "ar"));
  await hydrated(page);

  // Prerendered and hydrated: Morocco, chosen, then the frequent countries in Arabic order.
  const frequent = await codes();
  expect(new Set(frequent)).toEqual(frequentCountries);
  expect(frequent[0]).toBe("MA");
  await expect(country).toHaveValue("MA");

  // A visitor starts with their name: the list is whole before they reach it, Morocco still chosen.
  await page.getByLabel(t("forms.demo.firstName.label"), { exact: true }).focus();
  await expect.poll(async () => (await codes()).length).toBe(countryCodes.length);
  expect((await codes())[0]).toBe("MA");
  await expect(country).toHaveValue("MA");
  await country.selectOption("JP");
  await expect(country).toHaveValue("JP");

  // Pressing the list itself first: the countries are all there as it opens.
  await page.reload();
  await hydrated(page);
  await country.click();
  expect(await country.evaluate((select: HTMLSelectElement) => select.options.length)).toBe(
    countryCodes.length,
  );
  await page.keyboard.press("Escape");
  await expect(country).toHaveValue("MA");
});
