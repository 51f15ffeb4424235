// The pages of a build, as search engines see them: read from the prerendered HTML itself, so the
// sitemap, the share images and the tests follow whatever pages and languages the site has.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { elementText, tags } from "./html";

export type BuiltPage = {
  /** Path of the HTML file, relative to the build root. */
  file: string;
  /** The URL path that serves it (`/`, `/en/core/demo`). */
  urlPath: string;
  lang: string;
  dir: string;
  title: string;
  description: string;
  noindex: boolean;
  canonical: string | undefined;
  /** hreflang → absolute URL. */
  alternates: Record<string, string>;
  /** og:* / twitter:* / name → content. */
  meta: Record<string, string>;
  html: string;
};

export function describePage(file: string, html: string): BuiltPage {
  const htmlTag = tags(html, "html")[0] ?? {};
  const metas = tags(html, "meta");
  const meta: Record<string, string> = {};
  for (const m of metas) {
    const key = m.property ?? m.name;
    if (key && m.content !== undefined && !(key in meta)) meta[key] = m.content;
  }
  const links = tags(html, "link");
  const alternates: Record<string, string> = {};
  for (const l of links) if (l.rel === "alternate" && l.hreflang && l.href) alternates[l.hreflang] = l.href;
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

/** Every prerendered page (`…/index.html`) of a build's client folder; the SPA fallback is no page. */
export async function readBuiltPages(root: string): Promise<BuiltPage[]> {
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
export function indexablePages(pages: BuiltPage[]): (BuiltPage & { canonical: string })[] {
  return pages.filter((page): page is BuiltPage & { canonical: string } =>
    Boolean(page.canonical && !page.noindex),
  );
}
