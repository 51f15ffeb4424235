import { lazy, Suspense, useState } from "react";
import { figures, formatFigures } from "#core/content/figures";
import { savingsAssumptions, savingsRates } from "#core/content/savings-assumptions";
import { dateFormat } from "#core/i18n/dates";
import { getLocale } from "#core/i18n/locales";
import { formatCentimes } from "#core/i18n/numbers";
import { useT } from "#app/i18n/use-t";
import { pageLoader } from "#app/routing/page-loader.server";
import { headTags } from "#app/seo/head";
import { ArrowLink } from "#app/ui/arrow-link";
import { PageIntro } from "#app/ui/page-intro";
import { StaticPart } from "#app/ui/static-part";
import { useHydrated } from "#app/ui/use-hydrated";
import type { Route } from "./+types/route";
import { Assumptions, type AssumptionView } from "./assumptions";
import { ClaimNote, Method, PrivacyNote } from "./static-parts";

const page = pageLoader({
  namespaces: ["tools", "figures"],
  keep: {
    tools: (key) => key.startsWith("tools.savings."),
    figures: (key) => key.startsWith("figures.costReduction."),
  },
  head: () => ({ title: "tools.savings.meta.title", description: "tools.savings.meta.description" }),
});

/**
 * Runs at build time: the copy, each assumption with its value written in the page's language and
 * its sources (the data file never reaches the page's JavaScript), the rates the tool computes
 * with, and the company's cost-reduction figure, said to be one.
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
    claim: { value: figures.costReduction, written: formatFigures(intl).costReduction },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

/** The interactive tool: its code loads once the page has hydrated, apart from the page's. */
const Tool = lazy(() => import("./tool"));

type ToolProps = Pick<Route.ComponentProps["loaderData"], "rates" | "claim"> & {
  onLots: (count: number) => void;
};

/** Where the tool appears; without script, a line says it needs JavaScript. */
function ToolArea(props: ToolProps) {
  const t = useT();
  const hydrated = useHydrated();
  const waiting = (
    <p className="mt-6 text-muted [@media(scripting:none)]:hidden">{t("tools.savings.loading")}</p>
  );
  return (
    <section id="tool" aria-labelledby="tool-title" className="container-page pt-10 md:pt-14">
      <h2 id="tool-title" className="text-3xl font-bold tracking-tight">
        {t("tools.savings.toolTitle")}
      </h2>
      <noscript>
        <p className="mt-6 max-w-2xl rounded-2xl border border-accent p-4 font-medium">
          {t("tools.savings.noscript")}
        </p>
      </noscript>
      {/* The tool's room is kept from the first paint, so its arrival after hydration moves nothing. */}
      <div className="min-h-svh [@media(scripting:none)]:min-h-0">
        {hydrated ? (
          <Suspense fallback={waiting}>
            <Tool {...props} />
          </Suspense>
        ) : (
          waiting
        )}
      </div>
    </section>
  );
}

/** The way on: a demo of Urbis, the form's size prefilled with the residence's lots. */
function UrbisCta({ lots }: { lots: number }) {
  const t = useT();
  return (
    <section aria-labelledby="cta-title" className="container-page pt-14 md:pt-20 print:hidden">
      <div className="rounded-3xl bg-brand-soft px-6 py-10 sm:px-10">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t("tools.savings.cta.title")}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-pretty">{t("tools.savings.cta.body")}</p>
        <ArrowLink to={lots > 0 ? `/core/demo?size=${lots}` : "/core/demo"} className="btn btn-primary mt-6">
          {lots > 0 ? t("tools.savings.cta.withLots", { count: lots }) : t("tools.savings.cta.primary")}
        </ArrowLink>
      </div>
    </section>
  );
}

/**
 * /core/tools/savings-estimator (issue 20, decision 040): what a residence's paper notices, printing,
 * staff time and unpaid charges cost a year, and the part of it that moving online could save, as
 * a range in MAD. The method, the assumptions and their sources are prerendered; the tool and the
 * closing link, which follows its number of lots, hydrate.
 */
export default function SavingsEstimatorPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [lots, setLots] = useState(0);
  return (
    <>
      <StaticPart>
        <PageIntro
          eyebrow={t("tools.savings.eyebrow")}
          title={t("tools.savings.title")}
          intro={t("tools.savings.intro")}
        >
          <PrivacyNote />
        </PageIntro>
      </StaticPart>
      <ToolArea rates={loaderData.rates} claim={loaderData.claim} onLots={setLots} />
      <StaticPart className="container-page grid gap-6 pt-14 md:pt-20 lg:grid-cols-2">
        <Method />
        <ClaimNote claim={loaderData.claim.written} />
      </StaticPart>
      <StaticPart className="contents">
        <Assumptions assumptions={loaderData.assumptions} />
      </StaticPart>
      <UrbisCta lots={lots} />
    </>
  );
}
