import type { Page } from "@playwright/test";
import { getLocale } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { expect, hydrated, test } from "./support/fixtures";
import { formsCopy } from "./support/forms-copy";
import { uniqueAddress } from "./support/smtp-inbox";

/** What the focused element is, and whether a sighted keyboard user can see where focus is. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return null;
    const style = getComputedStyle(element);
    const label =
      element.getAttribute("aria-label") ??
      (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
      element.textContent?.trim() ??
      "";
    return {
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute("type") ?? "",
      name: element.getAttribute("name") ?? "",
      label,
      visible:
        element.matches(":focus-visible") &&
        ((style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none"),
    };
  });
}

for (const code of ["fr", "ar"] as const) {
  test(`the contact form in ${getLocale(code).label} is filled in and sent with the keyboard alone`, async ({
    page,
  }) => {
    const t = formsCopy(code);
    await page.clock.install();
    await page.goto(localizePath("/core/company/contact-us", code));
    await hydrated(page);
    const form = page.locator("#contact-form");
    // Start where a keyboard user arrives from the page's link to the form: its first field.
    await form.getByLabel(t("forms.contact.name.label"), { exact: true }).focus();
    await page.keyboard.type("Karim Alaoui");

    const visited: string[] = ["name"];
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab");
      const now = await focused(page);
      expect(now, "focus stays in the page").not.toBeNull();
      expect(now?.visible, `focus is visible on ${now?.tag} ${now?.name}`).toBe(true);
      if (now?.tag === "button") break;
      visited.push(now?.name || now?.tag || "");
      if (now?.name === "email") await page.keyboard.type(uniqueAddress(`keyboard-${code}`));
      if (now?.name === "subject") await page.keyboard.press("ArrowDown");
      if (now?.name === "message") await page.keyboard.type("Bonjour, une question sur les réservations.");
      if (now?.name === "consent") await page.keyboard.press("Space");
    }
    // Every field is reached in reading order (the notice's links to the privacy policy and the trust
    // centre too), and the trap for robots never is.
    expect(visited).toEqual(["name", "email", "phone", "subject", "message", "a", "a", "consent"]);
    await expect(form.getByRole("checkbox", { name: t("forms.contact.consent") })).toBeChecked();
    await expect(form.getByRole("combobox", { name: t("forms.contact.subject.label") })).not.toHaveValue("");

    await page.clock.fastForward(5_000);
    await page.keyboard.press("Enter");
    const done = page.getByRole("region", { name: t("forms.contact.success.title") });
    await expect(done).toBeFocused();
    await expect(done).toContainText(/CON-[2-9A-Z]{5}/);
  });
}
