import { lazy, Suspense, useState } from "react";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { pageLoader } from "#app/routing/page-loader.server";
import { headTags } from "#app/seo/head";
import { ArrowLink } from "#app/ui/arrow-link";
import { PageIntro } from "#app/ui/page-intro";
import { StaticPart } from "#app/ui/static-part";
import { LawRules } from "#app/ui/tools/law-rules";
import { keepRuleMessages, ruleViews } from "#app/ui/tools/rule-views.server";
import { useHydrated } from "#app/ui/use-hydrated";
import type { Route } from "./+types/route";
import { Disclaimer, HowItWorks, PrivacyNote } from "./static-parts";

/** The rules the split relies on (core/content/co-ownership-law.ts), in the page's order. */
const ruleIds = [
  "charges-by-shares",
  "budget-first-assembly",
  "budget-yearly-and-calls",
  "model-rules-decree",
  "decree-2-23-700",
] as const;
const keepRules = keepRuleMessages(ruleIds);

const page = pageLoader({
  namespaces: ["tools"],
  keep: { tools: (key) => key.startsWith("tools.charges.") || keepRules(key) },
  head: () => ({ title: "tools.charges.meta.title", description: "tools.charges.meta.description" }),
});

/** Runs at build time: the copy, and the rules with their sources as data. */
export function loader(args: Route.LoaderArgs) {
  const data = page(args);
  return { ...data, rules: ruleViews(ruleIds, data.head.locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

/** The interactive tool: its code loads once the page has hydrated, apart from the page's. */
const Tool = lazy(() => import("./tool"));

/**
 * Where the tool appears. The prerendered page, and a browser without script, show what the tool
 * needs; once hydrated, the tool replaces the waiting line.
 */
function ToolArea({ onLots }: { onLots: (count: number) => void }) {
  const t = useT();
  const hydrated = useHydrated();
  const waiting = (
    <p className="mt-6 text-muted [@media(scripting:none)]:hidden">{t("tools.charges.loading")}</p>
  );
  return (
    <section id="tool" aria-labelledby="tool-title" className="container-page pt-10 md:pt-14">
      <h2 id="tool-title" className="text-3xl font-bold tracking-tight">
        {t("tools.charges.toolTitle")}
      </h2>
      <noscript>
        <p className="mt-6 max-w-2xl rounded-2xl border border-accent p-4 font-medium">
          {t("tools.charges.noscript")}
        </p>
      </noscript>
      {/* The tool's room is kept from the first paint, a screen high at least: what follows starts
          below the fold, so the tool arriving after hydration moves nothing the visitor sees. */}
      <div className="min-h-svh [@media(scripting:none)]:min-h-0">
        {hydrated ? (
          <Suspense fallback={waiting}>
            <Tool onLots={onLots} />
          </Suspense>
        ) : (
          waiting
        )}
      </div>
    </section>
  );
}

/** The way on: a demo of Urbis, the form's size prefilled with the tool's number of lots. */
function UrbisCta({ lots }: { lots: number }) {
  const t = useT();
  return (
    <section aria-labelledby="cta-title" className="container-page pt-14 md:pt-20 print:hidden">
      <div className="rounded-3xl bg-brand-soft px-6 py-10 sm:px-10">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t("tools.charges.cta.title")}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-pretty">{t("tools.charges.cta.body")}</p>
        <ArrowLink to={lots > 0 ? `/core/demo?size=${lots}` : "/core/demo"} className="btn btn-primary mt-6">
          {lots > 0 ? t("tools.charges.cta.withLots", { count: lots }) : t("tools.charges.cta.primary")}
        </ArrowLink>
      </div>
    </section>
  );
}

/**
 * /core/tools/charges-split (issue 20, decision 037): the yearly budget split between the lots by
 * their shares and special keys, to the centime. The page's text is kept as prerendered; the tool
 * and the closing link, which follows its number of lots, hydrate.
 */
export default function ChargesSplitPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [lots, setLots] = useState(0);
  return (
    <>
      <StaticPart>
        <PageIntro {...copyGroup(t, "tools.charges", ["eyebrow", "title", "intro"])}>
          <PrivacyNote />
        </PageIntro>
      </StaticPart>
      <ToolArea onLots={setLots} />
      <StaticPart className="container-page grid gap-6 pt-14 md:pt-20 lg:grid-cols-2 print:hidden">
        <HowItWorks />
        <Disclaimer />
      </StaticPart>
      <StaticPart className="contents print:hidden">
        <LawRules rules={loaderData.rules} />
      </StaticPart>
      <UrbisCta lots={lots} />
    </>
  );
}
