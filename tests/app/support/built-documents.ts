import path from "node:path";
import { JSDOM } from "jsdom";
import { readBuilt } from "../../support/built-site";

/**
 * The prerendered pages of the build under test, parsed as a browser parses them before any script
 * runs: what a first visit, a crawler or a visitor without JavaScript gets. Facts that are in this
 * HTML are tested here, for every page in every language, instead of in a browser.
 */

/** The build's file for a page's URL path (`/` → `index.html`, `/en/core/demo` → `en/core/demo/index.html`). */
export const pageFile = (urlPath: string) => path.posix.join(urlPath.slice(1), "index.html");

/** One window for every parse: making a window is most of what `new JSDOM(html)` costs. */
let parser: DOMParser | undefined;

/** HTML parsed into a document (no script run, nothing fetched). */
export function parseHtml(html: string): Document {
  parser ??= new new JSDOM("").window.DOMParser();
  return parser.parseFromString(html, "text/html");
}

const documents = new Map<string, Document>();
const mains = new Map<string, Element>();

/** The built page at a URL path, parsed whole, once per test file. */
export function builtDocument(urlPath: string): Document {
  let document = documents.get(urlPath);
  if (!document) {
    document = parseHtml(readBuilt(pageFile(urlPath)).toString("utf8"));
    documents.set(urlPath, document);
  }
  return document;
}

/**
 * The built page's `<main>`, parsed on its own (with the page's `lang` and `dir`), once per test
 * file: a third of a page's markup, the rest being its head, header, footer and scripts. For the
 * facts of a page's content; `builtDocument` for those of its head or its shell.
 */
export function builtMain(urlPath: string): Element {
  let main = mains.get(urlPath);
  if (!main) {
    const html = readBuilt(pageFile(urlPath)).toString("utf8");
    const start = html.indexOf("<main");
    const end = html.indexOf("</main>", start);
    const root = /<html\b[^>]*>/.exec(html)?.[0] ?? "<html>";
    if (start < 0 || end < 0 || html.indexOf("<main", start + 1) >= 0)
      throw new Error(`${urlPath}: not one <main>`);
    main = mainOf(parseHtml(`<!DOCTYPE html>${root}<body>${html.slice(start, end)}</main></body></html>`));
    mains.set(urlPath, main);
  }
  return main;
}

/** Text as a visitor reads it: any run of spaces (no-break ones included) as one space, trimmed. */
export const spaced = (text = "") => text.replace(/\s+/g, " ").trim();

/** An element's text as a visitor reads it. */
export const textOf = (node: Node | null | undefined) => spaced(node?.textContent ?? "");

/** The texts of every element a selector matches under `scope`. */
export const textsOf = (scope: ParentNode, selector: string) =>
  [...scope.querySelectorAll(selector)].map((element) => textOf(element));

/** The `href` of every link under `scope`, as written. */
export const hrefsOf = (scope: ParentNode) =>
  [...scope.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? "");

/** An element's accessible name where the site gives one: `aria-label`, else its `aria-labelledby` targets' text. */
export function nameOf(element: Element): string {
  const label = element.getAttribute("aria-label");
  if (label !== null) return label.trim();
  const ids = element.getAttribute("aria-labelledby")?.split(/\s+/) ?? [];
  const document = element.ownerDocument;
  return ids
    .map((id) => textOf(document.getElementById(id)))
    .join(" ")
    .trim();
}

/** The one element under `scope` matching `selector` whose accessible name is `name`. */
export function named(scope: ParentNode, selector: string, name: string): Element {
  const found = [...scope.querySelectorAll(selector)].filter((element) => nameOf(element) === name);
  if (found.length !== 1) throw new Error(`${found.length} elements ${selector} named "${name}"`);
  return found[0] as Element;
}

/** The region (a labelled `<section>`) under `scope` named `name`. */
export const region = (scope: ParentNode, name: string) =>
  named(scope, "section[aria-labelledby], section[aria-label]", name);

/** The page's `<main>`. */
export function mainOf(document: Document): Element {
  const main = document.querySelector("main");
  if (!main) throw new Error("no <main>");
  return main;
}
