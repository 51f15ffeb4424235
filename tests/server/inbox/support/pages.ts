/** What the tests read of the inbox's pages, as a person or a list sees them. */

/** The text a person sees: tags dropped, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** References of the records a list page shows, in order. */
export const listed = (html: string): string[] =>
  [...html.matchAll(/name="ref" value="([A-Z]{3}-[A-Z0-9]{5})"/g)].map((m) => m[1] ?? "");
