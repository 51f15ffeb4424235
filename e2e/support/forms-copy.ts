import type { Locator } from "@playwright/test";
import { readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { getLocale, type LocaleCode } from "#core/i18n/locales";
import { createTranslator } from "#core/i18n/translator";

/**
 * The `forms` copy as a visitor reads it, placeholders filled as the page fills them: tests follow
 * copy edits instead of repeating the text.
 */
export function formsCopy(code: LocaleCode) {
  const source = JSON.parse(readFileSync(`locales/${code}/forms.json`, "utf8")) as Record<string, string>;
  const locale = getLocale(code);
  const messages = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, compileMessage(value)]),
  );
  const translate = createTranslator<string>(locale, messages);
  return (key: string, values?: Record<string, unknown>) => {
    if (!(key in source)) throw new Error(`No message ${key} in locales/${code}/forms.json`);
    return translate(key, values);
  };
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Text that starts a message with placeholders (up to its first placeholder). */
export const startOf = (message: string) => new RegExp(`^${escapeRegExp(message.split("{")[0] ?? "")}`);

/** Fills the contact form in as a visitor would; `t` is the page language's `formsCopy`. */
export async function fillContactForm(
  form: Locator,
  t: ReturnType<typeof formsCopy>,
  values: { name: string; email: string; subject: string; message: string },
) {
  await form.getByLabel(t("forms.contact.name.label"), { exact: true }).fill(values.name);
  await form.getByLabel(t("forms.contact.email.label"), { exact: true }).fill(values.email);
  await form.getByLabel(t("forms.contact.subject.label"), { exact: true }).selectOption(values.subject);
  await form.getByLabel(t("forms.contact.message.label"), { exact: true }).fill(values.message);
  await form.getByRole("checkbox", { name: t("forms.contact.consent") }).check();
}
