import { formatFigures } from "#core/content/figures";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { CardSection } from "#app/ui/card-section";
import { DemoCta } from "#app/ui/demo-cta";
import { metaKeys, pageMeta } from "#app/seo/page-meta";
import { localeFromPath } from "#core/paths/localize";
import { pageLoader } from "#app/routing/page-loader.server";
import { PageIntro } from "#app/ui/page-intro";
import type { Route } from "./+types/route";
import { FiguresGrid } from "./figures-grid";
import { HowWeWork } from "./how-we-work";
import { StaticPart } from "#app/ui/static-part";

const page = pageLoader({ namespaces: ["company", "figures"], head: () => metaKeys("company.about") });

export function loader(args: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(args.request.url).pathname);
  return { ...page(args), figures: formatFigures(locale.numberIntl) };
}

export const meta: Route.MetaFunction = pageMeta;

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <StaticPart>
      <PageIntro {...copyGroup(t, "company.about", ["eyebrow", "title", "intro"])} />
      <section aria-labelledby="who-title" className="container-page mt-16 grid gap-6 md:grid-cols-[1fr_2fr]">
        <h2 id="who-title" className="text-3xl font-bold tracking-tight">
          {t("company.about.who.title")}
        </h2>
        <div className="space-y-4 text-lg text-pretty">
          <p>{t("company.about.who.body1")}</p>
          <p className="text-muted">{t("company.about.who.body2")}</p>
        </div>
      </section>
      {/* Why a Moroccan tool: law 18-00, professional and volunteer syndics, owners abroad, three languages. */}
      <CardSection
        id="morocco-title"
        prefix="company.about.morocco"
        icons={{ law: "file-text", syndics: "users", abroad: "globe", languages: "chat-bubbles" }}
        intro
        look="framed"
        className="container-page mt-20"
        gridClassName="mt-8 grid gap-4 sm:grid-cols-2"
      />
      <FiguresGrid figures={loaderData.figures} />
      <HowWeWork />
      <DemoCta
        {...copyGroup(t, "company.about.cta", ["title", "body"])}
        demoLabel={t("company.cta.demo")}
        secondary={{ to: "/core/company/contact-us", label: t("company.cta.contact") }}
      />
    </StaticPart>
  );
}
