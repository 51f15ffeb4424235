import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { locales, type Locale } from "#core/i18n/locales";
import { pages, templates } from "#core/paths/page-table";

/**
 * One branch of routes per language (explicit prefixes: an unknown prefix is never a language).
 * Pages of their own have a static path; pages made from a template share its `:slug` route, which
 * renders the not-found view for a slug the catalog does not know — the server sends that view's
 * HTML for such a path, so it hydrates under the same route without a mismatch.
 */
function localeBranch(locale: Locale) {
  const children = [
    ...pages
      .filter((page) => !page.template)
      .map((page) =>
        page.path === "/"
          ? index(page.module, { id: `${locale.code}/${page.id}` })
          : route(page.path.slice(1), page.module, { id: `${locale.code}/${page.id}` }),
      ),
    ...Object.entries(templates).map(([id, template]) =>
      route(template.path.slice(1), template.module, { id: `${locale.code}/${id}` }),
    ),
    route("*", "pages/not-found/route.tsx", { id: `${locale.code}/not-found` }),
  ];
  return locale.prefix
    ? route(locale.code, "shell/locale-layout.tsx", { id: locale.code }, children)
    : layout("shell/locale-layout.tsx", { id: locale.code }, children);
}

export default locales.map(localeBranch) satisfies RouteConfig;
