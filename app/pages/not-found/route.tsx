import { translatorFor, useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { headTags } from "#app/routing/head";
import { localeFromPath } from "#app/routing/localize";
import type { Route } from "./+types/route";

/** Titles come from the shell's copy: this page has no data of its own, so it renders anywhere. */
export const meta: Route.MetaFunction = ({ location, matches }) => {
  const locale = localeFromPath(location.pathname);
  const t = translatorFor(
    locale,
    matches.filter((match) => match !== undefined),
  );
  return headTags({
    title: t("notFound.meta.title"),
    description: t("notFound.body"),
    path: "/404",
    locale: locale.code,
    noindex: true,
  });
};

export default function NotFound() {
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
