import { legal } from "#core/content/legal";
import { endpoints, type FormId } from "#core/forms/endpoints";
import type { FieldErrors } from "#core/forms/errors";
import { figures } from "#core/content/figures";
import { isolate } from "#core/i18n/isolate";
import { familyKey } from "#core/i18n/keys";
import type { LocaleCode } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import type { TokenState } from "./deletion-store";
import { html, page } from "./html";
import { formsTranslator } from "#core/i18n/forms-translator";

/** Where each form lives on the site (the answers link back to it). */
export const formPages: Record<FormId, string> = {
  demo: "/core/demo",
  contact: "/core/company/contact-us#contact-form",
  deletion: "/core/delete-my-account#deletion-request",
};

export function fieldLabel(form: FormId, field: string, locale: LocaleCode): string {
  const t = formsTranslator(locale);
  return field === "consent" ? t("forms.consent.short") : t(familyKey(`forms.${form}.${field}.label`));
}

type PageOptions = { locale: LocaleCode; stylesheets: readonly string[] };

const heading = (text: string) =>
  html`<h1 class="text-3xl font-bold tracking-tight text-balance sm:text-4xl">${text}</h1>`;
const paragraph = (text: string) => html`<p class="mt-4 text-lg text-pretty">${text}</p>`;
const button = (href: string, text: string) =>
  html`<p class="mt-8"><a class="btn btn-primary" href="${href}">${text}</a></p>`;

export function receivedPage(form: FormId, reference: string, email: string, options: PageOptions): string {
  const t = formsTranslator(options.locale);
  // Values, not copy: the support's response time (contact) and the confirmation link's life (deletion).
  const values = {
    reference: isolate(reference),
    email: isolate(email),
    responseMinutes: figures.responseMinutes,
    hours: legal.retention.confirmationLinkHours,
  };
  const title = t(`forms.${form}.success.title`, values);
  return page({
    ...options,
    title,
    body: html`${heading(title)}${paragraph(t(`forms.${form}.success.body`, values))}`,
  });
}

export function invalidPage(form: FormId, errors: FieldErrors, options: PageOptions): string {
  const t = formsTranslator(options.locale);
  const title = t("forms.page.errors.title");
  const items = Object.entries(errors).map(
    ([field, key]) =>
      html`<li>
        ${t("forms.summary.item", { label: fieldLabel(form, field, options.locale), message: t(key) })}
      </li>`,
  );
  return page({
    ...options,
    title,
    body: html`${heading(title)}${paragraph(t("forms.page.errors.intro"))}
      <ul class="mt-6 list-disc space-y-2 rounded-xl border-2 border-accent bg-accent-soft p-5 ps-10">
        ${items}
      </ul>
      ${button(localizePath(formPages[form], options.locale), t("forms.page.back"))}`,
  });
}

export type CheckNotice = "too-early" | "expired";

/**
 * "Check and send" (decision 026): what a form posted without script will send, and a button that
 * sends it. The values travel back in hidden fields, with the token that lets the service store
 * them; nothing is stored before. Back, in the browser, shows the form as it was filled in.
 */
export function checkPage(
  form: FormId,
  { rows, hidden, notice }: { rows: [string, string][]; hidden: [string, string][]; notice?: CheckNotice },
  options: PageOptions,
): string {
  const t = formsTranslator(options.locale);
  const title = t("forms.page.check.title");
  const alert = notice
    ? html`<p class="mt-6 rounded-xl border-2 border-accent bg-accent-soft p-4 font-medium">
        ${t(`forms.page.check.${notice}`)}
      </p>`
    : html``;
  return page({
    ...options,
    title,
    body: html`${heading(title)}${paragraph(t("forms.page.check.intro"))}${alert}
      <h2 class="mt-8 text-xl font-semibold">${t("forms.page.check.summary")}</h2>
      <dl class="mt-4 space-y-4 rounded-xl border border-line bg-surface p-5">
        ${rows.map(
          ([label, value]) =>
            html`<div>
              <dt class="text-sm font-semibold text-ink">${label}</dt>
              <dd class="mt-1 break-words whitespace-pre-line" dir="auto">${value}</dd>
            </div>`,
        )}
      </dl>
      <form method="post" action="${endpoints[form]}" class="mt-8">
        ${hidden.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
        <button type="submit" class="btn btn-primary">${t(`forms.${form}.submit`)}</button>
      </form>
      ${paragraph(t("forms.page.check.change"))}`,
  });
}

export type ProblemKind = "rejected" | "rate-limited" | "too-large" | "server" | "forbidden-origin";

/** Why a post did not go through, in `locale`: on the problem page, and in a JSON refusal. */
export function problemMessage(problem: ProblemKind, locale: LocaleCode): string {
  const t = formsTranslator(locale);
  // A form's page never shows this one (its script posts from the site itself): the service's copy.
  return problem === "forbidden-origin"
    ? t("forms.page.problem.forbidden-origin")
    : t(`forms.problem.${problem}`);
}

export function problemPage(form: FormId | undefined, problem: ProblemKind, options: PageOptions): string {
  const t = formsTranslator(options.locale);
  const title = t("forms.page.problem.title");
  const message = problemMessage(problem, options.locale);
  return page({
    ...options,
    title,
    body: html`${heading(title)}${paragraph(message)}${paragraph(t("forms.page.problem.intro"))}
    ${form ? button(localizePath(formPages[form], options.locale), t("forms.page.back")) : html``}`,
  });
}

/** The page a confirmation link opens: a button that confirms (a link alone never does). */
export function confirmAskPage(
  state: TokenState & { state: "valid" },
  token: string,
  action: string,
  options: PageOptions,
) {
  const t = formsTranslator(options.locale);
  const title = t("forms.confirm.ask.title");
  const body = t("forms.confirm.ask.body", {
    email: isolate(state.email),
    reference: isolate(state.reference),
  });
  return page({
    ...options,
    title,
    body: html`${heading(title)}${paragraph(body)}
      <form method="post" action="${action}" class="mt-8">
        <input type="hidden" name="token" value="${token}" />
        <button type="submit" class="btn btn-primary">${t("forms.confirm.ask.button")}</button>
      </form>`,
  });
}

export function confirmResultPage(state: TokenState, options: PageOptions): string {
  const t = formsTranslator(options.locale);
  const reference = state.state === "invalid" ? "" : isolate(state.reference);
  const values = {
    reference,
    days: legal.retention.deletionWithinDays,
    hours: legal.retention.confirmationLinkHours,
  };
  const kind = state.state === "valid" ? "done" : state.state;
  const title = t(`forms.confirm.${kind}.title`);
  const again =
    kind === "expired" || kind === "invalid"
      ? button(localizePath(formPages.deletion, options.locale), t("forms.confirm.again"))
      : html``;
  return page({
    ...options,
    title,
    body: html`${heading(title)}${paragraph(t(`forms.confirm.${kind}.body`, values))}${again}`,
  });
}
