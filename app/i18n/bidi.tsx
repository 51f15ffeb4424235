import type { ReactNode } from "react";

/**
 * A left-to-right run inside right-to-left text: a number with its sign ("-1"), a time or a range
 * ("09:00–13:00", "10:00 – 12:00"), an amount ("1.200"), a code in Latin letters ("B12", "P-12"), a file's extension
 * (".ics"). Left to the bidirectional algorithm, such a run loses its sign to the other side ("1-"),
 * reverses ("13:00–09:00") or joins its neighbour ("B12 · 112" read as one Latin run).
 */
const ltrRun =
  /(?:(?<=^|[\s(«])[-−+.])?[A-Za-z0-9\u00C0-\u024F](?:[A-Za-z0-9\u00C0-\u024F.:,/@_+–-]*[A-Za-z0-9\u00C0-\u024F])?%?(?:\s[–—-]\s\d[\d.:,]*\d)*/gu;

const latinWords = /^[A-Za-z\u00C0-\u024F]+(?: [A-Za-z\u00C0-\u024F]+)*$/u;

/**
 * Text whose left-to-right runs each sit in their own `<bdi dir="ltr">` (decision 060): the rule
 * for words written in right-to-left pages by components that receive them as plain strings.
 */
export function isolateRuns(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ltrRun)) {
    // A word of Latin letters alone ("Excel", "Urbis") has nothing the algorithm reorders.
    if (latinWords.test(match[0])) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <bdi key={match.index} dir="ltr">
        {match[0]}
      </bdi>,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
