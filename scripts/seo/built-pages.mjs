// The pages of a build, as search engines see them: read from the prerendered HTML itself, so the
// sitemap, the share images and the tests follow whatever pages and languages the site has.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { elementText, tags } from "./html.mjs";

/**
 * @typedef {object} BuiltPage
 * @property {string} file        path of the HTML file, relative to the build root
 * @property {string} urlPath     the URL path that serves it (`/`, `/en/core/demo`)
 * @property {string} lang
 * @property {string} dir
 * @property {string} title
 * @property {string} description
 * @property {boolean} noindex
 * @property {string | undefined} canonical
 * @property {Record<string, string>} alternates  hreflang → absolute URL
 * @property {Record<string, string>} meta         og:* / twitter:* / name → content
 * @property {string} html
 */

/** @param {string} file @param {string} html @returns {BuiltPage} */
export function describePage(file, html) {
  const htmlTag = tags(html, "html")[0] ?? {};
  const metas = tags(html, "meta");
  /** @type {Record<string, string>} */
  const meta = {};
  for (const m of metas) {
    const key = m.property ?? m.name;
    if (key && m.content !== undefined && !(key in meta)) meta[key] = m.content;
  }
  const links = tags(html, "link");
  /** @type {Record<string, string>} */
  const alternates = {};
  for (const l of links) if (l.rel === "alternate" && l.hreflang) alternates[l.hreflang] = l.href;
  const dir = path.posix.dirname(file);
  return {
    file,
    urlPath: dir === "." ? "/" : `/${dir}`,
    lang: htmlTag.lang ?? "",
    dir: htmlTag.dir ?? "ltr",
    title: elementText(html, "title") ?? "",
    description: meta.description ?? "",
    noindex: /\bnoindex\b/.test(meta.robots ?? ""),
    canonical: links.find((l) => l.rel === "canonical")?.href,
    alternates,
    meta,
    html,
  };
}

/**
 * Every prerendered page (`…/index.html`) of a build's client folder; the SPA fallback is no page.
 * @param {string} root
 * @returns {Promise<BuiltPage[]>}
 */
export async function readBuiltPages(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && e.name === "index.html")
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
  return Promise.all(
    files.map(async (file) => describePage(file, await readFile(path.join(root, file), "utf8"))),
  );
}

/** Pages meant for search engines: those with a canonical URL and no `noindex`. */
export function indexablePages(pages) {
  return pages.filter((page) => page.canonical && !page.noindex);
}
