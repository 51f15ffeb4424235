import { mapText, textParts } from "./icu-text";
import { keepTextNumbersWhole } from "./text-numbers";

/**
 * French typography (docs/glossary.md, "Writing conventions"): a no-break space goes before the
 * high punctuation and inside the guillemets — narrow (U+202F) before `; ! ?`, a normal one (U+00A0)
 * before `:` and `%` and inside `« »`, the spaces `Intl` writes itself ("99,9 %"). Never inside a
 * time (10:30), a URL (https://…), an e-mail address or a code. And the one wording of round-the-
 * clock support, "24 h/24, 7 j/7".
 */
export const NBSP = "\u00a0";
export const NNBSP = "\u202f";

/** The space each sign wants before it (after it for «). */
export const spaceBefore: Record<string, string> = {
  ";": NNBSP,
  "!": NNBSP,
  "?": NNBSP,
  ":": NBSP,
  "%": NBSP,
};
export const spaceInsideGuillemets = NBSP;

const anySpace = "[ \\u00a0\\u202f]";

/** Where a sign is not French punctuation: inside a URL, an address, a time, a number, a code. */
function isTechnical(text: string, index: number): boolean {
  const sign = text[index];
  const before = text.slice(0, index);
  const after = text.slice(index + 1);
  // The word the sign is glued to, on either side (no space between them).
  const wordBefore = /\S*$/.exec(before)?.[0] ?? "";
  const wordAfter = /^\S*/.exec(after)?.[0] ?? "";
  if (sign === ":") {
    if (/^\/\//.test(after)) return true; // https://
    if (/^(mailto|tel|https?)$/i.test(wordBefore)) return true;
    if (/\d$/.test(wordBefore) && /^\d/.test(wordAfter)) return true; // 10:30
  }
  if (sign === "?" || sign === "!" || sign === ";" || sign === ":") {
    // Inside a URL, a path or an address: something glued on both sides (…/page?x=1, a;b).
    if (wordBefore && wordAfter && !/^[»)\]"'’.,…]/.test(wordAfter)) return true;
    if (/[/@=&]|\.[a-z]{2,}/i.test(wordBefore) && /[/.@]|^https?/i.test(wordBefore + wordAfter)) return true;
  }
  if (sign === "%") {
    // Only a percentage is French punctuation: a number (or a value) right before it.
    if (!/[\d}]$/.test(before.replace(/[ \u00a0\u202f]+$/, ""))) return true;
    if (/^[0-9A-Fa-f]{2}/.test(after)) return true; // %20 in a URL
  }
  return false;
}

/** One literal text (no ICU syntax in it) with French typography. Idempotent. */
export function fixFrenchText(text: string): string {
  let out = text;
  // "24h/24", "24 h / 24", "7j/7": one wording, a no-break space between number and unit.
  out = out.replace(new RegExp(`\\b24${anySpace}*h${anySpace}*\\/${anySpace}*24\\b`, "g"), `24${NBSP}h/24`);
  out = out.replace(new RegExp(`\\b7${anySpace}*j${anySpace}*\\/${anySpace}*7\\b`, "g"), `7${NBSP}j/7`);
  out = out.replace(
    new RegExp(`24${NBSP}h\\/24${anySpace}+et${anySpace}+7${NBSP}j\\/7`, "g"),
    `24${NBSP}h/24, 7${NBSP}j/7`,
  );

  // Before ; ! ? : % — the first sign of a run ("?!") takes the space.
  let result = "";
  for (let i = 0; i < out.length; i++) {
    const c = out[i] ?? "";
    const wanted = spaceBefore[c];
    const previous = result.at(-1) ?? "";
    if (wanted && !isTechnical(out, i) && !(c in spaceBefore && previous in spaceBefore)) {
      const trimmed = result.replace(/[ \u00a0\u202f]+$/, "");
      // At the very start of a text part the sign follows a placeholder or nothing: still spaced.
      result = trimmed + wanted + c;
      continue;
    }
    result += c;
  }
  out = result;

  // Guillemets: « text » with no-break spaces inside.
  out = out.replace(/«[ \u00a0\u202f]*/g, `«${spaceInsideGuillemets}`);
  out = out.replace(/[ \u00a0\u202f]*»/g, `${spaceInsideGuillemets}»`);
  return out;
}

/** A French ICU message with French typography in its text, its syntax untouched. Idempotent. */
export function fixFrench(message: string): string {
  return mapText(message, (text) => keepTextNumbersWhole(fixFrenchText(text)));
}

const describe = (c: string) =>
  c === NBSP
    ? "a no-break space"
    : c === NNBSP
      ? "a narrow no-break space"
      : c === " "
        ? "a space"
        : "nothing";

/** What breaks French typography in a message: one line per sign, with a little context. */
export function frenchProblems(message: string): string[] {
  const problems: string[] = [];
  for (const { start, end } of textParts(message)) {
    const text = message.slice(start, end);
    for (let i = 0; i < text.length; i++) {
      const c = text[i] ?? "";
      const context = JSON.stringify(text.slice(Math.max(0, i - 12), i + 8));
      const wanted = spaceBefore[c];
      if (wanted && !isTechnical(text, i)) {
        // The first sign of a run; a sign at the start of a part follows a placeholder.
        const before = i > 0 ? (text[i - 1] ?? "") : start > 0 ? "" : "\n";
        if (before in spaceBefore || before === "\n") continue;
        if (before !== wanted)
          problems.push(`${describe(before)} before "${c}", not ${describe(wanted)}: ${context}`);
      }
      if (c === "«" && text[i + 1] !== spaceInsideGuillemets)
        problems.push(`${describe(text[i + 1] ?? "")} after "«": ${context}`);
      if (c === "»" && text[i - 1] !== spaceInsideGuillemets)
        problems.push(`${describe(text[i - 1] ?? "")} before "»": ${context}`);
    }
    for (const variant of text.matchAll(/\b(24\s*h?\s*\/\s*24|7\s*j?\s*\/\s*7|24\/7)\b/g)) {
      if (variant[0] !== `24${NBSP}h/24` && variant[0] !== `7${NBSP}j/7`)
        problems.push(`"${variant[0]}" is written "24${NBSP}h/24, 7${NBSP}j/7"`);
    }
    if (new RegExp(`24${NBSP}h/24${anySpace}+et${anySpace}+7`).test(text))
      problems.push(`"24 h/24 et 7 j/7" is written "24 h/24, 7 j/7"`);
  }
  return problems;
}
