import { endpoints, type FormId } from "#core/forms/endpoints";

/** Copy of the `forms` namespace that only the service uses (its pages and e-mails). */
const serviceOnly = ["forms.mail.", "forms.page.", "forms.confirm."];

/**
 * The `forms` copy a page with `form` on it carries (`keep` of its pageLoader): the shared
 * messages and that form's own, e.g.
 * `pageLoader({ namespaces: ["company", "forms"], keep: { forms: formKeys("contact") }, … })`.
 */
export function formKeys(form: FormId): (key: string) => boolean {
  const others = (Object.keys(endpoints) as FormId[]).filter((id) => id !== form).map((id) => `forms.${id}.`);
  const skip = [...serviceOnly, ...others];
  return (key) => !skip.some((prefix) => key.startsWith(prefix));
}
