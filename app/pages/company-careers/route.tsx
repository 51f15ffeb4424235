import { positions } from "#core/content/careers";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { metaKeys, pageMeta } from "#app/seo/page-meta";
import { pageLoader } from "#app/routing/page-loader.server";
import { CardSection } from "#app/ui/card-section";
import { PageIntro } from "#app/ui/page-intro";
import type { Route } from "./+types/route";
import { HowToApply } from "./how-to-apply";
import { PositionCard } from "./position-card";
import { StaticPart } from "#app/ui/static-part";

export const loader = pageLoader({ namespaces: ["company"], head: () => metaKeys("company.careers") });

export const meta: Route.MetaFunction = pageMeta;

export default function Careers() {
  const t = useT();
  return (
    <StaticPart>
      <PageIntro {...copyGroup(t, "company.careers", ["eyebrow", "title", "intro"])} />
      {/* Why join the team: what the work changes, the languages it is done in, where it is done. */}
      <CardSection
        id="why-join-title"
        prefix="company.careers.why"
        icons={{ impact: "sparkles", languages: "globe", place: "map-pin" }}
        look="plain"
        className="container-page mt-16"
        gridClassName="mt-8 grid gap-6 extrasm:grid-cols-3"
      />
      <section aria-labelledby="positions-title" className="container-page mt-20">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="positions-title" className="text-3xl font-bold tracking-tight">
            {t("company.careers.positions.title")}
          </h2>
          <p className="text-muted">{t("company.careers.positions.count", { count: positions.length })}</p>
        </div>
        <ul className="mt-8 grid gap-4 extrasm:grid-cols-2">
          {positions.map((position) => (
            <PositionCard key={position.id} position={position} />
          ))}
        </ul>
      </section>
      <HowToApply />
    </StaticPart>
  );
}
