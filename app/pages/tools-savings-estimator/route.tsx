import { SAVINGS_ESTIMATOR_KEY } from "#core/storage-keys";
import { lazy } from "react";
import { savingsAssumptions, savingsRates } from "#core/content/savings-assumptions";
import { dateFormat } from "#core/i18n/dates";
import { getLocale } from "#core/i18n/locales";
import { formatCentimes } from "#core/i18n/numbers";
import { pageLoader } from "#app/routing/page-loader.server";
import { headTags } from "#app/seo/head";
import { StaticPart } from "#app/ui/static-part";
import { ToolPage } from "#app/ui/tools/tool-page";
import type { Route } from "./+types/route";
import { Assumptions, type AssumptionView } from "./assumptions";
import { Method, ResultsNote } from "./static-parts";

const page = pageLoader({
  namespaces: ["tools"],
  keep: { tools: (key) => key.startsWith("tools.savings.") },
  head: () => ({ title: "tools.savings.meta.title", description: "tools.savings.meta.description" }),
});

/**
 * Runs at build time: the copy, each assumption with its value written in the page's language and
 * its sources (the data file never reaches the page's JavaScript) and the rates the tool computes
 * with. The estimate stands on its own assumptions, beside no claim of the company (decision 053).
 */
export function loader(args: Route.LoaderArgs) {
  const data = page(args);
  const { intl } = getLocale(data.head.locale);
  const money = (mad: number) => formatCentimes(Math.round(mad * 100), intl);
  const assumptions: AssumptionView[] = savingsAssumptions.map((entry) =>
    entry.visitorInput
      ? { id: entry.id, visitorInput: true, reason: entry.reason }
      : {
          id: entry.id,
          visitorInput: false,
          low: money(entry.low),
          high: entry.high === entry.low ? undefined : money(entry.high),
          sources: entry.sources.map((source) => ({
            url: source.url,
            title: source.title,
            quote: source.quote,
            consulted: dateFormat(intl, "date").format(new Date(`${source.consulted}T12:00:00Z`)),
          })),
        },
  );
  return {
    ...data,
    assumptions,
    rates: savingsRates(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

/** The interactive tool: its code loads once the page has hydrated, apart from the page's. */
const Tool = lazy(() => import("./tool"));

/**
 * /core/tools/savings-estimator (issue 20, decision 040): what a residence's paper notices, printing,
 * staff time cost a year and the part of it that moving online could save, and apart from it the
 * unpaid charges it could collect, each as a range in MAD. The method, the assumptions and their sources are prerendered; the tool and the
 * closing link, which follows its number of lots, hydrate.
 */
export default function SavingsEstimatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage
      copy="tools.savings"
      storageKey={SAVINGS_ESTIMATOR_KEY}
      tool={(onLots) => <Tool rates={loaderData.rates} onLots={onLots} />}
      guide={
        <StaticPart className="container-page grid gap-6 pt-14 md:pt-20 lg:grid-cols-2">
          <Method />
          <ResultsNote />
        </StaticPart>
      }
      sources={
        <StaticPart className="contents">
          <Assumptions assumptions={loaderData.assumptions} />
        </StaticPart>
      }
    />
  );
}
