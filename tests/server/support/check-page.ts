/**
 * The "check and send" page a form posted without script is answered with (decision 026), read as
 * a browser reads it: the hidden fields it posts back, in order.
 */
const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};
const unescape = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);

export function checkPageForm(html: string): { action: string; body: URLSearchParams } {
  const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
  if (!action) throw new Error("No form to send in the page");
  const body = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)" \/>/g))
    body.append(unescape(match[1] ?? ""), unescape(match[2] ?? ""));
  return { action: unescape(action), body };
}

/** The values a page without script posts: no fillMs; a ticked box is `on`; checkboxes repeat. */
export function noScriptBody(payload: Record<string, unknown>, lang: string): URLSearchParams {
  const body = new URLSearchParams({ lang });
  for (const [name, value] of Object.entries(payload)) {
    if (name === "fillMs") continue;
    for (const item of Array.isArray(value) ? value : [value])
      body.append(name, item === true ? "on" : String(item));
  }
  return body;
}

export const browserHeaders = {
  "content-type": "application/x-www-form-urlencoded",
  accept: "text/html,application/xhtml+xml",
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
