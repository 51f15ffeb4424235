import { positions } from "#core/content/careers";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { metaKeys, pageMeta } from "#app/seo/page-meta";
import { pageLoader } from "#app/routing/page-loader.server";
import { PageIntro } from "#app/ui/page-intro";
import type { Route } from "./+types/route";
import { HowToApply } from "./how-to-apply";
import { PositionCard } from "./position-card";
import { WhyJoin } from "./why-join";
import { StaticPart } from "#app/ui/static-part";

export const loader = pageLoader({ namespaces: ["company"], head: () => metaKeys("company.careers") });

export const meta: Route.MetaFunction = pageMeta;

export default function Careers() {
  const t = useT();
  return (
    <StaticPart>
      <PageIntro {...copyGroup(t, "company.careers", ["eyebrow", "title", "intro"])} />
      <WhyJoin />
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
