import { notFoundPath } from "#app/routing/pages";
import { localeFromPath, localizePath } from "#app/routing/localize";

/** What answering a path means: a built file with a status, or a redirect. */
export type Resolution =
  { kind: "file"; key: string; status: 200 | 404 } | { kind: "redirect"; location: string };

/**
 * The prerendered not-found page for a path: the one its parent folder holds when there is one (a
 * template's route given an unknown slug, `/en/core/features/nope` → `/en/core/features/404`, so
 * the page hydrates under the route the browser matches), else its language's catch-all one.
 */
export function notFoundKey(pathname: string, has: (key: string) => boolean): string {
  const parent = pathname.slice(0, pathname.lastIndexOf("/"));
  const nearest = `${parent}${notFoundPath}/index.html`;
  if (parent && has(nearest)) return nearest;
  return `${localizePath(notFoundPath, localeFromPath(pathname).code)}/index.html`;
}

/** Built files never answered with 200: the SPA fallback React Router writes. */
export const hiddenPaths: ReadonlySet<string> = new Set(["/__spa-fallback.html"]);

/** A path naming a file (`/robots.txt`) rather than a page (`/core/demo`). */
export const fileExtension = /\.[a-z0-9]+$/i;

/**
 * Maps a request path to the built file that answers it. Pages are folders with an index.html;
 * the not-found pages and the SPA fallback are never answered with 200.
 */
export function resolvePath(pathname: string, has: (key: string) => boolean): Resolution {
  if (pathname.length > 1 && pathname.endsWith("/")) {
    // One leading slash (`//host` and `/\host` name another site to a browser), and encoded: a
    // decoded tab or line break would be dropped by the browser or end the header, a `?` start a query.
    const path = pathname.replace(/\/+$/, "").replace(/^[/\\]+/, "");
    const encoded = encodeURI(path).replaceAll("?", "%3F").replaceAll("#", "%23");
    return { kind: "redirect", location: `/${encoded}` };
  }
  const isNotFoundPage = pathname === notFoundPath || pathname.endsWith(notFoundPath);
  if (!isNotFoundPage && !hiddenPaths.has(pathname)) {
    if (has(pathname) && fileExtension.test(pathname)) return { kind: "file", key: pathname, status: 200 };
    const page = pathname === "/" ? "/index.html" : `${pathname}/index.html`;
    if (has(page)) return { kind: "file", key: page, status: 200 };
  }
  return { kind: "file", key: notFoundKey(pathname, has), status: 404 };
}
