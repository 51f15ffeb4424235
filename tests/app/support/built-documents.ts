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

const parsed = new Map<string, Document>();

/** HTML parsed into a document (no script run, nothing fetched). */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

/** The built page at a URL path, parsed once per test file. */
export function builtDocument(urlPath: string): Document {
  let document = parsed.get(urlPath);
  if (!document) {
    document = parseHtml(readBuilt(pageFile(urlPath)).toString("utf8"));
    parsed.set(urlPath, document);
  }
  return document;
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
