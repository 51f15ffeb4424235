import type { Page } from "@playwright/test";
import { formsCopy } from "./forms-copy";

const t = formsCopy("ar");

/** An instant's time in Casablanca, as Node (current zone data) reads it: "08:00". */
export const casablancaTime = (start: string) =>
  new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Africa/Casablanca",
  }).format(new Date(start));

/** The demo form's details of a visitor in Arabic, as they type them, with the address given. */
export async function fillArabicDetails(page: Page, email = `booking-${Date.now()}@residence.ma`) {
  const field = (name: string) => page.getByLabel(t(`forms.demo.${name}.label`), { exact: true });
  await field("firstName").fill("أمينة");
  await field("lastName").fill("الإدريسي");
  await field("email").fill(email);
  await field("phone").fill("+212 6 61 23 45 67");
  await field("company").fill("إقامة الأندلس");
  await field("city").fill("الرباط");
  await field("role").selectOption("SYNDIC");
  await field("size").fill("40");
  await page.getByRole("checkbox", { name: t("forms.demo.consent") }).check();
}
