import { solutionSlugs } from "#core/content/solution-slugs";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { DemoCta } from "#app/ui/demo-cta";
import { metaKeys, pageMeta } from "#app/seo/page-meta";
import { pageLoader } from "#app/routing/page-loader.server";
import { PageIntro } from "#app/ui/page-intro";
import type { Route } from "./+types/route";
import { SolutionCard } from "./solution-card";
import { StaticPart } from "#app/ui/static-part";

export const loader = pageLoader({ namespaces: ["solutions"], head: () => metaKeys("solutions") });

export const meta: Route.MetaFunction = pageMeta;

/** Every solution with the problem it solves, in one line, and a link to its page. */
export default function SolutionsOverview() {
  const t = useT();
  const listLabel = t("solutions.overview.list", { count: solutionSlugs.length });
  return (
    <StaticPart>
      <PageIntro {...copyGroup(t, "solutions.overview", ["eyebrow", "title", "intro"])} />
      <div className="container-page mt-14">
        <ul aria-label={listLabel} className="grid gap-4 sm:grid-cols-2 extramd:grid-cols-3">
          {solutionSlugs.map((slug) => (
            <SolutionCard key={slug} slug={slug} />
          ))}
        </ul>
      </div>
      <DemoCta
        {...copyGroup(t, "solutions.overview.cta", ["title", "body"])}
        demoLabel={t("solutions.cta.demo")}
      />
    </StaticPart>
  );
}
