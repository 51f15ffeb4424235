import type { Messages } from "@lingui/core";
import { lazy, Suspense, useState } from "react";
import { documentLanguages, type LocaleCode } from "#core/i18n/locales";
import { loadMessages } from "#core/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { pack } from "#app/i18n/packed";
import { pageLoader } from "#app/routing/page-loader.server";
import { headTags } from "#app/seo/head";
import { ArrowLink } from "#app/ui/arrow-link";
import { PageIntro } from "#app/ui/page-intro";
import { StaticPart } from "#app/ui/static-part";
import { LawRules } from "#app/ui/tools/law-rules";
import { keepRuleMessages, ruleViews } from "#app/ui/tools/rule-views.server";
import { useHydrated } from "#app/ui/use-hydrated";
import type { Route } from "./+types/route";
import type { Letters } from "./letter";
import { Disclaimer, HowItWorks, PrivacyNote } from "./static-parts";

/** The rules the planner relies on (core/content/co-ownership-law.ts), in the page's order. */
const ruleIds = [
  "convocation-notice",
  "convocation-content",
  "convocation-form",
  "ordinary-assembly-yearly",
  "ordinary-assembly-window",
  "convocation-by-owners",
  "quorum",
  "majorities",
  "minutes-notification",
  "decisions-declaration",
  "contest-delay",
] as const;
const keepRules = keepRuleMessages(ruleIds);

/** The letter's copy, and the agenda items it lists, which the letter needs in its own language. */
const letterCopy = (key: string) =>
  key.startsWith("tools.assembly.notice.") || key.startsWith("tools.assembly.agenda.");

const page = pageLoader({
  namespaces: ["tools"],
  keep: {
    tools: (key) =>
      (key.startsWith("tools.assembly.") && !key.startsWith("tools.assembly.notice.")) || keepRules(key),
  },
  head: () => ({ title: "tools.assembly.meta.title", description: "tools.assembly.meta.description" }),
});

/** The letter's copy in one language: a syndic writes in French or in Arabic, whatever the page's. */
function letterMessages(code: LocaleCode) {
  const messages = loadMessages(code, ["tools"]);
  return pack<Messages>(Object.fromEntries(Object.entries(messages).filter(([key]) => letterCopy(key))));
}

/**
 * Runs at build time: the page's copy, the rules with their sources as data, and the letter's
 * copy in French and in Arabic whatever the page's language.
 */
export function loader(args: Route.LoaderArgs) {
  const data = page(args);
  const letters = Object.fromEntries(
    documentLanguages.map((language) => [language, letterMessages(language)]),
  ) as Letters;
  return { ...data, rules: ruleViews(ruleIds, data.head.locale), letters };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

/** The interactive planner: its code loads once the page has hydrated, apart from the page's. */
const Tool = lazy(() => import("./tool"));

/** Where the planner appears; the prerendered page, and a browser without script, say what it needs. */
function ToolArea({ letters, onLots }: { letters: Letters; onLots: (count: number) => void }) {
  const t = useT();
  const hydrated = useHydrated();
  const waiting = (
    <p className="mt-6 text-muted [@media(scripting:none)]:hidden">{t("tools.assembly.loading")}</p>
  );
  return (
    <section id="tool" aria-labelledby="tool-title" className="container-page pt-10 md:pt-14 print:pt-0">
      <h2 id="tool-title" className="text-3xl font-bold tracking-tight print:hidden">
        {t("tools.assembly.toolTitle")}
      </h2>
      <noscript>
        <p className="mt-6 max-w-2xl rounded-2xl border border-accent p-4 font-medium">
          {t("tools.assembly.noscript")}
        </p>
      </noscript>
      {/* The tool's room is kept from the first paint, a screen high at least, so its arrival
          after hydration moves nothing the visitor sees (decision 037). */}
      <div className="min-h-svh [@media(scripting:none)]:min-h-0 print:min-h-0">
        {hydrated ? (
          <Suspense fallback={waiting}>
            <Tool letters={letters} onLots={onLots} />
          </Suspense>
        ) : (
          waiting
        )}
      </div>
    </section>
  );
}

/** The way on: a demo of Urbis, the form's size prefilled with the residence's number of lots. */
function UrbisCta({ lots }: { lots: number }) {
  const t = useT();
  return (
    <section aria-labelledby="cta-title" className="container-page pt-14 md:pt-20 print:hidden">
      <div className="rounded-3xl bg-brand-soft px-6 py-10 sm:px-10">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t("tools.assembly.cta.title")}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-pretty">{t("tools.assembly.cta.body")}</p>
        <ArrowLink to={lots > 0 ? `/core/demo?size=${lots}` : "/core/demo"} className="btn btn-primary mt-6">
          {lots > 0 ? t("tools.assembly.cta.withLots", { count: lots }) : t("tools.assembly.cta.primary")}
        </ArrowLink>
      </div>
    </section>
  );
}

/**
 * /core/tools/general-assembly (issue 20, decision 039): the deadlines a general meeting sets off,
 * each with its article, and its notice letter in French and in Arabic. The page's text is kept
 * as prerendered; the planner and the closing link, which follows its number of lots, hydrate.
 * Printing keeps the letter alone.
 */
export default function GeneralAssemblyPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [lots, setLots] = useState(0);
  return (
    <>
      <StaticPart className="contents print:hidden">
        <PageIntro
          eyebrow={t("tools.assembly.eyebrow")}
          title={t("tools.assembly.title")}
          intro={t("tools.assembly.intro")}
        >
          <PrivacyNote />
        </PageIntro>
      </StaticPart>
      <ToolArea letters={loaderData.letters} onLots={setLots} />
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
