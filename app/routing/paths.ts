import { localeCodes } from "#app/i18n/locales";
import { localizePath } from "./localize";
import { notFoundPath, pages } from "./pages";

/** Every URL the build renders to HTML: each page in each language, plus each not-found page. */
export function prerenderPaths(): string[] {
  return localeCodes.flatMap((code) => [
    ...pages.map((page) => localizePath(page.path, code)),
    localizePath(notFoundPath, code),
  ]);
}
