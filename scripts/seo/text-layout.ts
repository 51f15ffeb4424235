// Lays out a title in lines for the share images. The rasteriser shapes a run of one script well
// (Arabic joins and reads right to left) but neither mixes fonts in one <text> nor orders runs of
// both directions, so this module does what a browser would: it splits the title into tokens of
// one direction, wraps them into lines, and orders each line visually (a simplified Unicode
// bidirectional algorithm at the level of words, enough for titles).

const arabic = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const strongLtr = /[\p{L}\p{N}]/u;
const mirrored: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "«": "»",
  "»": "«",
  "‹": "›",
  "›": "‹",
};

export type Direction = "L" | "R" | "N";
export type Token = { text: string; direction: Direction; font: "arabic" | "latin"; word: number };

function directionOf(text: string): Direction {
  if (arabic.test(text)) return "R";
  return strongLtr.test(text) ? "L" : "N";
}

/**
 * Tokens in logical order. An Arabic word loses its leading and trailing punctuation to tokens of
 * their own, so that they can be placed on the correct side.
 */
export function tokenize(title: string): Token[] {
  const tokens: Token[] = [];
  title
    .trim()
    .split(/\s+/)
    .forEach((word, index) => {
      const parts =
        directionOf(word) === "R"
          ? (word.match(/^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su) ?? []).slice(1)
          : [word];
      for (const part of parts) {
        if (!part) continue;
        const direction = directionOf(part);
        tokens.push({ text: part, direction, font: arabic.test(part) ? "arabic" : "latin", word: index });
      }
    });
  return tokens;
}

/**
 * A neutral token takes the direction of the strong tokens around it when they agree, else the
 * paragraph's.
 */
function resolve(tokens: Token[], paragraph: "L" | "R"): Token[] {
  const strong = (from: number, step: number): Direction => {
    for (let i = from; i >= 0 && i < tokens.length; i += step) {
      const direction = tokens[i]?.direction;
      if (direction && direction !== "N") return direction;
    }
    return paragraph;
  };
  return tokens.map((token, i) => {
    if (token.direction !== "N") return token;
    const before = strong(i - 1, -1);
    const direction = before === strong(i + 1, 1) ? before : paragraph;
    const text = direction === "R" ? [...token.text].map((c) => mirrored[c] ?? c).join("") : token.text;
    return { ...token, text, direction };
  });
}

/**
 * Left-to-right display order of one line: runs of one direction follow each other in reading
 * order of the paragraph, and the tokens of a right-to-left run are reversed.
 */
export function visualOrder(line: Token[], paragraph: "L" | "R"): Token[] {
  const resolved = resolve(line, paragraph);
  const runs: Token[][] = [];
  for (const token of resolved) {
    const last = runs.at(-1);
    if (last && last[0]?.direction === token.direction) last.push(token);
    else runs.push([token]);
  }
  const ordered = paragraph === "R" ? runs.reverse() : runs;
  return ordered.flatMap((run) => (run[0]?.direction === "R" ? [...run].reverse() : run));
}

/**
 * Greedy wrapping by words.
 * @param space width of a space
 */
export function wrap(
  tokens: Token[],
  width: (token: Token) => number,
  space: number,
  maxWidth: number,
): Token[][] {
  const words: Token[][] = [];
  for (const token of tokens) {
    const last = words.at(-1);
    if (last && last[0]?.word === token.word) last.push(token);
    else words.push([token]);
  }
  const lines: Token[][] = [];
  let line: Token[] = [];
  let lineWidth = 0;
  for (const word of words) {
    const wordWidth = word.reduce((sum, token) => sum + width(token), 0);
    const added = line.length ? space + wordWidth : wordWidth;
    if (line.length && lineWidth + added > maxWidth) {
      lines.push(line);
      line = [...word];
      lineWidth = wordWidth;
    } else {
      line.push(...word);
      lineWidth += added;
    }
  }
  if (line.length) lines.push(line);
  return lines;
}
