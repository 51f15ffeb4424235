import { localeCodes } from "#core/i18n/locales";
import { localizePath } from "./localize";
import { notFoundPath, pages, templateNotFoundPaths } from "./page-table";

/**
 * Every URL the build renders to HTML: each page in each language, plus each not-found page (the
 * catch-all one, and each template's for an unknown slug).
 */
export function prerenderPaths(): string[] {
  return localeCodes.flatMap((code) => [
    ...pages.map((page) => localizePath(page.path, code)),
    ...[notFoundPath, ...templateNotFoundPaths].map((path) => localizePath(path, code)),
  ]);
}
