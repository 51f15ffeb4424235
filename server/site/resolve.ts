import { notFoundPath } from "#core/paths/page-table";
import { localeFromPath, localizePath } from "#core/paths/localize";

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
 * `path` as a path of this site: exactly one leading slash. Browsers take `//host/…` and `/\host/…`
 * (a backslash is a slash to them) for another site.
 */
export function sitePath(path: string): string {
  // Whatever a URL may not hold as it is (a space, a line break that would end the header, `?`,
  // `#`, a letter outside ASCII) is percent-encoded; escapes already there are kept.
  const encoded = path.replace(/^[/\\]+/, "").replace(/[^\w\-.~!$&'()*+,;=:@/%]/g, encodeURIComponent);
  return `/${encoded}`;
}

function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Maps a request path, as received (percent-encoded), to the built file that answers it. Pages are
 * folders with an index.html; the not-found pages and the SPA fallback are never answered with 200.
 * A trailing slash is redirected to the same path without it, still encoded as it was received (a
 * `%2F` decoded into a Location would be a slash) and always on this site.
 */
export function resolvePath(received: string, has: (key: string) => boolean): Resolution {
  if (received.length > 1 && received.endsWith("/")) {
    return { kind: "redirect", location: sitePath(received.replace(/\/+$/, "")) };
  }
  const pathname = decoded(received);
  // Fastify answers 400 to a malformed escape before this runs; should one get here, it is no page.
  if (pathname === undefined) return { kind: "file", key: notFoundKey(received, has), status: 404 };
  const isNotFoundPage = pathname === notFoundPath || pathname.endsWith(notFoundPath);
  if (!isNotFoundPage && !hiddenPaths.has(pathname)) {
    if (has(pathname) && fileExtension.test(pathname)) return { kind: "file", key: pathname, status: 200 };
    const page = pathname === "/" ? "/index.html" : `${pathname}/index.html`;
    if (has(page)) return { kind: "file", key: page, status: 200 };
  }
  return { kind: "file", key: notFoundKey(pathname, has), status: 404 };
}
