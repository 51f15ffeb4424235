import { getLocale, type LocaleCode } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { escapeHtml } from "#server/mail/render";
import { formsTranslator } from "#core/i18n/forms-translator";

/** Escapes interpolated values; `html` fragments pass through as they are. */
export type Html = { html: string };
export const raw = (html: string): Html => ({ html });

export function html(strings: TemplateStringsArray, ...values: (string | number | Html | Html[])[]): Html {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    const part = Array.isArray(value)
      ? value.map((v) => v.html).join("")
      : typeof value === "object"
        ? value.html
        : escapeHtml(String(value));
    out += part + (strings[index + 1] ?? "");
  });
  return { html: out };
}

/**
 * A small page of the service's own (the answer to a form posted without script, the deletion
 * confirmation): the site's stylesheet, no script at all, in the visitor's language.
 */
export function page({
  locale,
  title,
  body,
  stylesheets,
}: {
  locale: LocaleCode;
  title: string;
  body: Html;
  stylesheets: readonly string[];
}): string {
  const { dir, script } = getLocale(locale);
  const t = formsTranslator(locale);
  return `<!DOCTYPE html>${
    html`<html lang="${locale}" dir="${dir}" data-script="${script}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} — Urbis</title>
        ${stylesheets.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
      </head>
      <body class="bg-canvas text-ink antialiased">
        <header class="border-b border-line bg-surface">
          <div class="container-page flex items-center justify-between py-4">
            <a href="${localizePath("/", locale)}" class="text-xl font-bold tracking-tight text-ink" dir="ltr"
              >Urbis</a
            >
          </div>
        </header>
        <main id="main" class="container-page max-w-3xl py-14">
          ${body}
          <p class="mt-10">
            <a class="font-medium text-brand underline underline-offset-2" href="${localizePath("/", locale)}"
              >${t("forms.page.home")}</a
            >
          </p>
        </main>
      </body>
    </html>`.html
  }`;
}
