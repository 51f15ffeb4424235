/**
 * The number of a law, a decree or a dahir ("loi n° 18-00", "Law 106-12") is one word: a line
 * never breaks after its hyphen. A word joiner (U+2060) follows each hyphen: it draws nothing and
 * forbids the break. The non-breaking hyphen U+2011 would say the same, but the Latin face has no
 * glyph for it and the browser would draw it from a system font. Arabic writes these numbers with
 * a full stop (18.00), which never breaks.
 */
export const WORD_JOINER = "\u2060";

const textNumber =
  /(\b(?:loi|law|décret|decree|dahir)(?:[ \u00a0\u202f]+(?:n°|no\.))?[ \u00a0\u202f]+)(\d+(?:-\u2060?\d+)+)/giu;

/** `text` with every law, decree or dahir number unbreakable at its hyphens. Idempotent. */
export function keepTextNumbersWhole(text: string): string {
  return text.replace(
    textNumber,
    (_, name: string, number: string) => name + number.replace(/-\u2060?/g, `-${WORD_JOINER}`),
  );
}
