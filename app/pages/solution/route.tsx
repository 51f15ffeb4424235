import { formatFigures } from "#core/content/figures";
import { solutions, type Solution } from "#core/content/solutions";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { localeFromPath, stripLocale } from "#core/paths/localize";
import { pageLoader } from "#app/routing/page-loader.server";
import { templateMeta, templatePage } from "#app/shell/template-page";
import type { Route } from "./+types/route";
import { ChallengeApproach } from "./challenge-approach";
import { DemoCta } from "#app/ui/demo-cta";
import { FeaturesUsed } from "./features-used";
import { solutionKey, solutionSlugOf } from "../../catalog/solution-copy";
import { SolutionHero } from "./solution-hero";
import { SolutionOutcome } from "./solution-outcome";
import { solutionViewCopy } from "../../catalog/view-copy.server";
import { solutionViews } from "#core/content/product-views/solutions";

/**
 * One template for the 11 solution pages (the route `/core/solutions/:slug`): a solution is data
 * (core/content/solutions.ts) and copy. A slug the catalog does not know is the not-found page.
 */
export function loader(args: Route.LoaderArgs) {
  const { pathname } = new URL(args.request.url);
  const slug = solutionSlugOf(stripLocale(pathname));
  if (!slug) return { found: false as const };
  const page = pageLoader({
    namespaces: ["solutions", "figures", "views"],
    keep: { views: solutionViewCopy },
    head: () => ({
      title: solutionKey(slug, "meta.title"),
      description: solutionKey(slug, "meta.description"),
    }),
  });
  const solution: Solution = solutions[slug];
  const name = solution.figure;
  const figure = name && { name, value: formatFigures(localeFromPath(pathname).numberIntl)[name] };
  // The hero's views travel as the page's data, not in its JavaScript (decision 035).
  return { found: true as const, ...page(args), slug, figure, views: solutionViews(slug) };
}

export const meta: Route.MetaFunction = templateMeta;

type Found = Extract<Route.ComponentProps["loaderData"], { found: true }>;

function Solution({ slug, figure, views }: Pick<Found, "slug" | "figure" | "views">) {
  const t = useT();
  return (
    <>
      <SolutionHero slug={slug} views={views} />
      <ChallengeApproach slug={slug} />
      <FeaturesUsed slug={slug} />
      <SolutionOutcome slug={slug} figure={figure} />
      <DemoCta
        {...copyGroup(t, "solutions.page.cta", ["title", "body"])}
        demoLabel={t("solutions.cta.demo")}
        secondary={{ to: "/core/solutions", label: t("solutions.page.allSolutions") }}
      />
    </>
  );
}

export default templatePage(Solution);
