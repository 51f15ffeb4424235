import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { locales, type Locale } from "./i18n/locales";
import { pages } from "./routing/pages";

/**
 * One branch of routes per language, each page with a static path: an unknown slug then matches
 * only the not-found route, so the not-found HTML the server sends hydrates without a mismatch.
 */
function localeBranch(locale: Locale) {
  const children = [
    ...pages.map((page) =>
      page.path === "/"
        ? index(page.module, { id: `${locale.code}/${page.id}` })
        : route(page.path.slice(1), page.module, { id: `${locale.code}/${page.id}` }),
    ),
    route("*", "pages/not-found/route.tsx", { id: `${locale.code}/not-found` }),
  ];
  return locale.prefix
    ? route(locale.code, "shell/locale-layout.tsx", { id: locale.code }, children)
    : layout("shell/locale-layout.tsx", { id: locale.code }, children);
}

export default locales.map(localeBranch) satisfies RouteConfig;
