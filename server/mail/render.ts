import { getLocale, type LocaleCode } from "#core/i18n/locales";

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

function textOf(blocks: Block[]): string {
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
              ...block.rows.map(([label, value]) =>
                value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`,
              ),
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
                `<td style="padding:6px 0;vertical-align:top">${multiline(value)}</td></tr>`,
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
  return { text: textOf(blocks), html: htmlOf(blocks, code) };
}
