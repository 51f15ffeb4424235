import { useT } from "#app/i18n/use-t";
import { DemoCta } from "#app/ui/demo-cta";
import { headTags } from "#app/seo/head";
import { localeFromPath } from "#core/paths/localize";
import { pageLoader } from "#app/routing/page-loader.server";
import { PageIntro } from "#app/ui/page-intro";
import type { Route } from "./+types/route";
import { FiguresGrid } from "./figures-grid";
import { formatFigures } from "./figures.server";
import { HowWeWork } from "./how-we-work";
import { WhyMorocco } from "./why-morocco";
import { StaticPart } from "#app/ui/static-part";

const page = pageLoader({
  namespaces: ["company"],
  head: () => ({ title: "company.about.meta.title", description: "company.about.meta.description" }),
});

export function loader(args: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(args.request.url).pathname);
  return { ...page(args), figures: formatFigures(locale.numberIntl) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <StaticPart>
      <PageIntro
        eyebrow={t("company.about.eyebrow")}
        title={t("company.about.title")}
        intro={t("company.about.intro")}
      />
      <section aria-labelledby="who-title" className="container-page mt-16 grid gap-6 md:grid-cols-[1fr_2fr]">
        <h2 id="who-title" className="text-3xl font-bold tracking-tight">
          {t("company.about.who.title")}
        </h2>
        <div className="space-y-4 text-lg text-pretty">
          <p>{t("company.about.who.body1")}</p>
          <p className="text-muted">{t("company.about.who.body2")}</p>
        </div>
      </section>
      <WhyMorocco />
      <FiguresGrid figures={loaderData.figures} />
      <HowWeWork />
      <DemoCta
        title={t("company.about.cta.title")}
        body={t("company.about.cta.body")}
        demoLabel={t("company.cta.demo")}
        secondary={{ to: "/core/company/contact-us", label: t("company.cta.contact") }}
      />
    </StaticPart>
  );
}
