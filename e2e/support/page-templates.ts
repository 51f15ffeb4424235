import { readFileSync } from "node:fs";
import path from "node:path";
import { localeCodes, type LocaleCode } from "#core/i18n/locales";
import { localizePath, stripLocale } from "#core/paths/localize";
import { notFoundSlug, pages, templateNotFoundPaths } from "#core/paths/page-table";
import { sitemapPaths } from "./sitemap";

/**
 * The site's pages grouped by the template that draws them, for the checks that need one page of
 * each kind in every language and theme, and every page once (e2e/pages.spec.ts).
 *
 * A page's template is its route in the page table (#core/paths/page-table): the 30 feature pages
 * share `feature`, the solution pages `solution`, and every other page is a template of its own
 * (its own route module). The not-found view is one more: the site's (`/no-such-page`) and the one
 * each slug route draws for a slug it does not know. The pages come from the build's sitemap, so a
 * new page falls in its template, or becomes one, without a list here.
 */

/** A path no page has, in every route that can answer one. */
const missing = "no-such-page";
const notFoundTemplate = "not-found";

/** A language-neutral page and the template that draws it. */
export type TemplatePage = { path: string; template: string };

/** What a language-neutral path's template is; a path the page table does not know is an error. */
function templateOf(neutral: string): string {
  const page = pages.find((p) => p.path === neutral);
  if (!page) throw new Error(`${neutral} is in the sitemap but not in the page table`);
  return page.template ?? page.id;
}

const clientDir = () => path.join(process.env.BUILD_DIR ?? "build", "client");
const builtSize = (pathname: string) =>
  readFileSync(path.join(clientDir(), pathname === "/" ? "" : pathname, "index.html")).length;

/**
 * Every template with its pages: the representative first — the page whose built HTML is the
 * largest (the one that shows the most of what the template can draw) — then the others in order.
 */
export function pageTemplates(): { template: string; pages: string[] }[] {
  const neutral = [...new Set(sitemapPaths().map(stripLocale))];
  const byTemplate = new Map<string, string[]>();
  for (const p of neutral) byTemplate.set(templateOf(p), [...(byTemplate.get(templateOf(p)) ?? []), p]);
  const templates = [...byTemplate].map(([template, paths]) => {
    const representative = [...paths].sort((a, b) => builtSize(b) - builtSize(a) || a.localeCompare(b))[0];
    return {
      template,
      pages: [representative ?? "/", ...paths.filter((p) => p !== representative).sort()],
    };
  });
  templates.push({
    template: notFoundTemplate,
    pages: [`/${missing}`, ...templateNotFoundPaths.map((p) => p.replace(notFoundSlug, missing))],
  });
  return templates;
}

/** The 404 answers the not-found pages of pageTemplates() bring, for the error guard to allow. */
export const notFoundResponse = new RegExp(`^response 404 /((${localeCodes.join("|")})/)?(.*/)?${missing}$`);

/** A neutral path in a language: `/core/demo` in `en` is `/en/core/demo`. */
export const inLanguage = (neutral: string, code: LocaleCode) => localizePath(neutral, code);

export { localeCodes, type LocaleCode };
