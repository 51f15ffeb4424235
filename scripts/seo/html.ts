// Reading the prerendered HTML the way a crawler does: the head's tags and their attributes.
// React writes attributes in one predictable form (double quotes, entities escaped), so a few
// regular expressions are enough; no HTML parser is needed at build time.

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** A start tag's attributes, by lower-case name. */
export type Attributes = Record<string, string | undefined>;

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** @param source the inside of a start tag */
export function attributes(source: string): Attributes {
  const attrs: Attributes = {};
  for (const match of source.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*"([^"]*)")?/g)) {
    attrs[(match[1] ?? "").toLowerCase()] = decodeEntities(match[2] ?? "");
  }
  return attrs;
}

/** Every start tag of one element name, with its attributes. */
export function tags(html: string, name: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map((m) => attributes(m[1] ?? ""));
}

/** The text of the first element of a name, e.g. the page's <title>. */
export function elementText(html: string, name: string): string | undefined {
  const match = html.match(new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`, "i"));
  return match ? decodeEntities(match[1] ?? "") : undefined;
}

/** The contents of every <script type="application/ld+json"> element. */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => m[1] ?? "",
  );
}
