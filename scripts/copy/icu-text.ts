/**
 * The parts of an ICU message that readers see: its literal text, without the arguments' syntax.
 * `Bonjour {name} : {count, plural, one {# bien} other {# biens}}` has the text parts "Bonjour ",
 * " : ", "# bien" and "# biens"; `{name}`, `count, plural,`, `one` and `other` are syntax, which the
 * copy rules (scripts/copy/) never read nor rewrite.
 */
/** A run of literal text; `inBranch` when it is one branch of a plural or a select. */
export type TextPart = { start: number; end: number; inBranch: boolean };

const pluralLike = new Set(["plural", "select", "selectordinal"]);

/** The literal text parts of `message`, in order, as offsets into it. */
export function textParts(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let i = 0;

  // Literal text up to the "}" that closes the branch it is in (or the end); returns after the "}".
  function text(inBranch: boolean): void {
    let start = i;
    while (i < message.length) {
      const c = message[i];
      if (c === "{") {
        if (i > start) parts.push({ start, end: i, inBranch });
        argument();
        start = i;
      } else if (c === "}") {
        if (i > start) parts.push({ start, end: i, inBranch });
        i++;
        return;
      } else i++;
    }
    if (i > start) parts.push({ start, end: i, inBranch });
  }

  // From "{" to its "}": `{name}`, `{name, number}`, or `{name, plural, one {…} other {…}}`.
  function argument(): void {
    i++; // "{"
    const header = /^\s*([^\s,{}]+)\s*(?:,\s*([a-z]+)\s*)?(,|\})/.exec(message.slice(i));
    if (!header) {
      // Not an argument the copy uses: skip to the matching brace.
      skipBraces(1);
      return;
    }
    i += header[0].length;
    if (header[3] === "}") return;
    if (!pluralLike.has(header[2] ?? "")) {
      skipBraces(1); // a format style (`{n, number, integer}`): syntax up to the closing brace
      return;
    }
    // Options: `selector {text}` pairs up to the closing "}".
    while (i < message.length) {
      const c = message[i];
      if (c === "}") {
        i++;
        return;
      }
      if (c === "{") {
        i++;
        text(true);
      } else i++;
    }
  }

  function skipBraces(depth: number): void {
    while (i < message.length && depth > 0) {
      if (message[i] === "{") depth++;
      else if (message[i] === "}") depth--;
      i++;
    }
  }

  text(false);
  return parts;
}

/**
 * The message's visible text, its ICU syntax replaced by a space (offsets are not kept); without the
 * branches of plurals and selects when `branches` is false.
 */
export function visibleText(message: string, { branches = true } = {}): string {
  return textParts(message)
    .filter(({ inBranch }) => branches || !inBranch)
    .map(({ start, end }) => message.slice(start, end))
    .join(" ");
}

/** Rewrites each literal text part of `message` with `fix`, leaving the ICU syntax as it is. */
export function mapText(message: string, fix: (text: string) => string): string {
  let out = "";
  let last = 0;
  for (const { start, end } of textParts(message)) {
    out += message.slice(last, start) + fix(message.slice(start, end));
    last = end;
  }
  return out + message.slice(last);
}
