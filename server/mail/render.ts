import { isolate } from "#core/i18n/isolate";
import { getLocale, type LocaleCode } from "#core/i18n/locales";
import { copyTranslator } from "#core/i18n/messages";

/** One e-mail as it is queued in the outbox. */
export type Email = {
  purpose: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The body carries a secret (a confirmation link): the outbox blanks it once sent. */
  redactAfterSend?: boolean;
  /** An iCalendar invitation sent with it (a demo booking's), as text/calendar. */
  calendar?: string;
};

/** What an e-mail says, in order; rendered as plain text and as simple HTML. */
export type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "fields"; title?: string; rows: [label: string, value: string][] }
  | { kind: "link"; href: string }
  | { kind: "small"; text: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const multiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

/** A letter of a right-to-left script (Hebrew, Arabic and their presentation forms). */
const rtlLetter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * Whether a value keeps its own left-to-right direction in this e-mail: in a right-to-left e-mail, a
 * value with no right-to-left letter (a phone, an address, a reference, a name in Latin letters)
 * would otherwise be laid out by the Arabic around it ("212 6 12…+").
 */
const keepsLtr = (code: LocaleCode, value: string) =>
  getLocale(code).dir === "rtl" && /[\p{L}\p{N}]/u.test(value) && !rtlLetter.test(value);

/**
 * "Label : value" as the e-mail's language writes it (French puts a no-break space before ":"); a
 * label that asks a question ("Quand pouvons-nous vous appeler ?") takes no colon after it.
 */
function field(code: LocaleCode, label: string, value: string): string {
  const t = copyTranslator(code, ["forms"]);
  const shown = keepsLtr(code, value) ? value.split(/\r?\n/).map(isolate).join("\n") : value;
  const question = /[?؟]$/.test(label);
  if (shown.includes("\n"))
    return `${question ? label : t("forms.mail.field", { label, value: "" }).trimEnd()}\n${shown}`;
  return question ? `${label} ${shown}` : t("forms.mail.field", { label, value: shown });
}

function textOf(blocks: Block[], code: LocaleCode): string {
  return (
    blocks
      .map((block) => {
        switch (block.kind) {
          case "paragraph":
          case "small":
            return block.text;
          case "link":
            return block.href;
          case "fields":
            return [
              ...(block.title ? [block.title] : []),
              ...block.rows.map(([label, value]) => field(code, label, value)),
            ].join("\n");
        }
      })
      .join("\n\n") + "\n"
  );
}

function htmlOf(blocks: Block[], code: LocaleCode): string {
  const { dir } = getLocale(code);
  const align = dir === "rtl" ? "right" : "left";
  const body = blocks
    .map((block) => {
      switch (block.kind) {
        case "paragraph":
          return `<p style="margin:0 0 16px">${multiline(block.text)}</p>`;
        case "small":
          return `<p style="margin:24px 0 0;color:#4d5b59;font-size:13px">${multiline(block.text)}</p>`;
        case "link":
          return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="color:#0b6b61;font-weight:600" dir="ltr">${escapeHtml(block.href)}</a></p>`;
        case "fields":
          return [
            block.title ? `<p style="margin:0 0 8px;font-weight:600">${escapeHtml(block.title)}</p>` : "",
            `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">`,
            ...block.rows.map(
              ([label, value]) =>
                `<tr><th scope="row" style="text-align:${align};vertical-align:top;padding:6px 12px 6px 0;color:#4d5b59;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
                `<td style="padding:6px 0;vertical-align:top">${
                  keepsLtr(code, value) ? `<span dir="ltr">${multiline(value)}</span>` : multiline(value)
                }</td></tr>`,
            ),
            `</table>`,
          ].join("");
      }
    })
    .join("\n");
  return `<!doctype html>
<html lang="${code}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:24px;background:#faf8f4;color:#14201f;font-family:Arial,'Noto Sans Arabic',sans-serif;font-size:15px;line-height:1.6;text-align:${align}">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #dcd6cb;border-radius:12px;padding:24px">
<p style="margin:0 0 20px;font-size:20px;font-weight:700;color:#0b6b61" dir="ltr">Urbis</p>
${body}
</div>
</body>
</html>
`;
}

/** Plain text and HTML from the same blocks; everything a visitor typed is escaped in the HTML. */
export function renderBlocks(blocks: Block[], code: LocaleCode): { text: string; html: string } {
  return { text: textOf(blocks, code), html: htmlOf(blocks, code) };
}
