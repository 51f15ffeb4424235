import type { SiteFile } from "#server/site/site-files";
import { hiddenPaths } from "#server/site/resolve";
import { notFoundPath } from "#core/paths/page-table";

/**
 * The paths the analytics count by name: the pages of the built site's sitemap (`<loc>` of
 * /sitemap.xml), or, for a build without one, its pages (a folder's index.html, not-found pages
 * left out). Any other path is counted as `(unknown)`.
 */
export function sitePages(files: ReadonlyMap<string, SiteFile>): ReadonlySet<string> {
  const sitemap = files.get("/sitemap.xml");
  if (sitemap) {
    const paths = [...sitemap.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => {
      try {
        return [new URL(match[1] ?? "").pathname];
      } catch {
        return [];
      }
    });
    if (paths.length > 0) return new Set(paths);
  }
  const pages = new Set<string>();
  for (const key of files.keys()) {
    if (!key.endsWith("/index.html") || hiddenPaths.has(key)) continue;
    const path = key.slice(0, -"/index.html".length) || "/";
    if (path === notFoundPath || path.endsWith(notFoundPath)) continue;
    pages.add(path);
  }
  return pages;
}
