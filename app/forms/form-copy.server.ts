import { loadMessages, type CompiledMessages } from "#app/i18n/messages.server";
import { pack, unpack, type Packed } from "#app/routing/packed";
import type { LocaleCode } from "#app/i18n/locales";
import { localeFromPath } from "#app/routing/localize";
import { endpoints, type FormId } from "./envelope";

/** Copy of the `forms` namespace that only the service uses (its pages and e-mails). */
const serviceOnly = ["forms.mail.", "forms.page.", "forms.confirm."];

/** The `forms` copy a page with `form` on it needs: the shared messages and that form's own. */
export function formCopy(code: LocaleCode, form: FormId): CompiledMessages {
  const others = (Object.keys(endpoints) as FormId[]).filter((id) => id !== form).map((id) => `forms.${id}.`);
  const skip = [...serviceOnly, ...others];
  return Object.fromEntries(
    Object.entries(loadMessages(code, ["forms"])).filter(
      ([key]) => !skip.some((prefix) => key.startsWith(prefix)),
    ),
  );
}

/**
 * Adds a form's copy to a page's loader data (build time): wrap the page's loader with it, e.g.
 * `export const loader = withFormCopy(pageLoader({ … }), "contact")`.
 */
export function withFormCopy<
  Args extends { request: Request },
  Data extends { messages: Packed<CompiledMessages> },
>(loader: (args: Args) => Data, form: FormId) {
  return (args: Args): Data => {
    const data = loader(args);
    const { code } = localeFromPath(new URL(args.request.url).pathname);
    const messages = { ...unpack(data.messages), ...formCopy(code, form) };
    return { ...data, messages: pack(messages) };
  };
}
