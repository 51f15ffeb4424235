import { createHash } from "node:crypto";
import type { FormId } from "#core/forms/endpoints";
import { localeCodes } from "#core/i18n/locales";
import { sourceMessages } from "#core/i18n/messages";

const cache = new Map<FormId, string>();

/**
 * Which words the visitor accepted: a short hash of the form's Law 09-08 notice (with the sentence
 * naming the CNDP declaration, which the site shows when the reference is set) and consent label in
 * every language. It changes by itself whenever that text changes, so each record keeps the version
 * it was sent under (the text of a version is in the repository's history).
 */
export function consentVersion(form: FormId): string {
  const cached = cache.get(form);
  if (cached) return cached;
  const hash = createHash("sha256");
  for (const code of localeCodes) {
    const messages = sourceMessages(code, "forms");
    const notice = [messages[`forms.${form}.privacy`], messages["forms.privacy.cndp"]];
    hash.update(`${code}\n${notice.join("\n")}\n${messages[`forms.${form}.consent`]}\n`);
  }
  const version = `${form}-${hash.digest("hex").slice(0, 12)}`;
  cache.set(form, version);
  return version;
}
