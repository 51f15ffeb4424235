import { beforeAll, describe, expect, it } from "vitest";
import { readBuiltPages } from "../../scripts/seo/built-pages";
import { visibleText } from "../../scripts/copy/icu-text";
import { clientDir, describeBuilt } from "../support/built-site";
import { copyMessages } from "../support/copy-files";

/**
 * Left-to-right runs in Arabic text keep their order (decision 060). Left to the bidirectional
 * algorithm, a sign goes to the other side of its number ("الطابق -1" shows "1-"), a range reverses
 * ("09:00–13:00" shows "13:00–09:00"), a code joins the number after it ("B12 · 112 م²" reads as one
 * Latin run) and an extension's dot moves ("(.ics)" shows "(ics.)"). Each such run sits in an
 * isolating element (`<bdi>`, an element with `dir`) or between Unicode isolates (U+2066…U+2069).
 */
const faults: { name: string; pattern: RegExp }[] = [
  { name: "a signed number", pattern: /(?:^|[\s(«،:])[-−+]\d/u },
  { name: "a range with a dash", pattern: /\d\s*[–—]\s*\d|\d\s+-\s+\d/u },
  { name: "a Latin code before a number", pattern: /[A-Za-z][A-Za-z0-9]*[^\p{L}\p{N}{}]+\d/u },
  { name: "a file extension", pattern: /(?:^|[\s(])\.[A-Za-z]{2,5}(?!\p{L})/u },
];

/** The text left once what is isolated (U+2066/7/8 … U+2069, or between two U+200E) is taken out. */
const unisolated = (text: string) =>
  text.replace(/[\u2066-\u2068][^\u2069]*\u2069/gu, " ").replace(/\u200e[^\u200e]*\u200e/gu, " ");

function faultsIn(text: string): string[] {
  const rest = unisolated(text);
  return faults.flatMap(({ name, pattern }) => {
    const found = pattern.exec(rest);
    return found
      ? [`${name} «${rest.slice(Math.max(0, found.index - 12), found.index + found[0].length + 4)}»`]
      : [];
  });
}

describe("left-to-right runs in Arabic copy", () => {
  it("finds the runs that reorder, and not the ones that keep their order", () => {
    for (const fault of [
      "الطابق -1",
      "خديجة لحلو · 09:00–13:00",
      "الشقة B12 · 112 م²",
      "مفكرتكم (.ics)",
      "+1 سنتيم",
    ])
      expect(faultsIn(fault), fault).toHaveLength(1);
    for (const fine of [
      "الطابق \u2066-1\u2069",
      "مفكرتكم (\u2066.ics\u2069)",
      "بصيغة 2027-03-10.", // a hyphen between digits joins them: one run
      "القانون رقم 18.00",
      "الشقة B12",
      "تطبيقات على iPhone وAndroid",
      "مثل \u200e09:00–12:00\u200e",
    ])
      expect(faultsIn(fine), fine).toEqual([]);
  });

  // The product views' texts and the marketing figures are isolated by the components that render
  // them (app/i18n/bidi.tsx, app/ui/figure-list.tsx; the built pages are checked below).
  it("isolates them in every Arabic message that a component shows as it is", () => {
    const found = copyMessages("ar")
      .filter(({ key }) => !key.startsWith("views.") && !/^figures\.[a-zA-Z]+\.value$/.test(key))
      .flatMap(({ file, key, message }) => faultsIn(visibleText(message)).map((f) => `${file} ${key}: ${f}`));
    expect(found).toEqual([]);
  });
});

/** Elements that hold no text, or whose text is no page text. */
const voids = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/**
 * Each text of a page's body with whether an isolating element holds it (`<bdi>`, `<bdo>`, any
 * element with `dir` but the root), read from the HTML as sent. A tokenizer, not a DOM: the 60-odd
 * Arabic pages are read in a second.
 */
function bodyTexts(html: string): { text: string; isolated: boolean }[] {
  const body = html
    .slice(html.indexOf("<body"))
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "");
  const open: boolean[] = [];
  const texts: { text: string; isolated: boolean }[] = [];
  for (const [, closing, name, attributes, text] of body.matchAll(
    /<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g,
  )) {
    if (text !== undefined) {
      texts.push({
        text: text.replace(/&#x27;/g, "'").replace(/&amp;/g, "&"),
        isolated: open.includes(true),
      });
    } else if (closing) open.pop();
    else if (!voids.has((name ?? "").toLowerCase()) && !(attributes ?? "").trimEnd().endsWith("/"))
      open.push(/^(?:bdi|bdo)$/i.test(name ?? "") || /\sdir=/.test(attributes ?? ""));
  }
  return texts;
}

describeBuilt("left-to-right runs in the built Arabic pages", () => {
  let pages: { urlPath: string; html: string }[];
  beforeAll(async () => {
    pages = (await readBuiltPages(clientDir)).filter((page) => page.lang === "ar");
  });

  it("keeps each of them in an isolating element, in the product views as in the pages", () => {
    expect(pages.length).toBeGreaterThan(20);
    const found: string[] = [];
    let isolated = 0;
    for (const { urlPath, html } of pages)
      for (const text of bodyTexts(html)) {
        if (text.isolated) isolated++;
        else for (const fault of faultsIn(text.text)) found.push(`${urlPath}: ${fault}`);
      }
    expect(isolated, "isolated runs found at all").toBeGreaterThan(0);
    expect([...new Set(found)]).toEqual([]);
  });

  // The language menu's links (each names its language in it, in its script: `data-script`).
  it("names each language in its own direction, in a link that follows the page's", () => {
    for (const { urlPath, html } of pages) {
      const links = [
        ...html.matchAll(
          /<a\b([^>]*\shrefLang="(\w+)"[^>]*\sdata-script="[^"]*"[^>]*)>([^<]*<span\b[^>]*>)?/g,
        ),
      ];
      expect(links.length, urlPath).toBeGreaterThan(0);
      for (const [, attributes, code, name] of links) {
        expect(attributes, `${urlPath} ${code}`).not.toMatch(/\sdir=/);
        expect(name ?? "", `${urlPath} ${code}`).toContain(`dir="${code === "ar" ? "rtl" : "ltr"}"`);
      }
    }
  });
});
