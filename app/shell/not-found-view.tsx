import type { MetaDescriptor } from "react-router";
import { translatorFor, useT } from "#app/i18n/use-t";
import { headTags } from "#app/seo/head";
import { localeFromPath } from "#core/paths/localize";
import { notFoundPath } from "#core/paths/page-table";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";

type MetaArgs = {
  location: { pathname: string };
  matches: readonly ({ loaderData?: unknown } | undefined)[];
};

/**
 * The not-found page's head, from the shell's copy alone: it renders under any route that has to
 * say "no such page" (the catch-all route, or a template given a slug it does not know).
 */
export function notFoundMeta({ location, matches }: MetaArgs): MetaDescriptor[] {
  const locale = localeFromPath(location.pathname);
  const t = translatorFor(locale, matches);
  return headTags({
    title: t("notFound.meta.title"),
    description: t("notFound.body"),
    path: notFoundPath,
    locale: locale.code,
    noindex: true,
  });
}

export function NotFoundView() {
  const t = useT();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-5 py-20">
      <p className="eyebrow">{t("notFound.eyebrow")}</p>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("notFound.title")}</h1>
      <p className="max-w-prose text-lg text-muted">{t("notFound.body")}</p>
      <div className="flex flex-wrap gap-3">
        <LocalLink to="/" className="btn btn-primary">
          {t("notFound.home")}
        </LocalLink>
        <LocalLink to="/core/features" className="btn btn-secondary">
          {t("notFound.features")} <Icon name="arrow-right" flip className="size-4" />
        </LocalLink>
      </div>
    </section>
  );
}
