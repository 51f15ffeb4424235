import { GENERAL_ASSEMBLY_KEY } from "#core/storage-keys";
import type { Messages } from "@lingui/core";
import { lazy, useState } from "react";
import { documentLanguages, type LocaleCode } from "#core/i18n/locales";
import { loadMessages } from "#core/i18n/messages";
import { pack } from "#app/i18n/packed";
import { pageLoader } from "#app/routing/page-loader.server";
import { headTags } from "#app/seo/head";
import { StaticPart } from "#app/ui/static-part";
import { LawRules } from "#app/ui/tools/law-rules";
import { ToolArea, ToolCta } from "#app/ui/tools/tool-area";
import { ToolGuide, ToolIntro } from "#app/ui/tools/tool-notes";
import { keepRuleMessages, ruleViews } from "#app/ui/tools/rule-views.server";
import type { Route } from "./+types/route";
import type { Letters } from "./letter";

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

/** The steps of "how it works", each a message `tools.assembly.how.<step>`. */
const howSteps = ["send", "minutes", "second", "calendar"] as const;

/**
 * /core/tools/general-assembly (issue 20, decision 039): the deadlines a general meeting sets off,
 * each with its article, and its notice letter in French and in Arabic. The page's text is kept
 * as prerendered; the planner and the closing link, which follows its number of lots, hydrate.
 * Printing keeps the letter alone.
 */
export default function GeneralAssemblyPage({ loaderData }: Route.ComponentProps) {
  const [lots, setLots] = useState(0);
  return (
    <>
      <ToolIntro copy="tools.assembly" hideInPrint />
      <ToolArea copy="tools.assembly" storageKey={GENERAL_ASSEMBLY_KEY} printable>
        <Tool letters={loaderData.letters} onLots={setLots} />
      </ToolArea>
      <ToolGuide copy="tools.assembly" steps={howSteps} icon="calendar" />
      <StaticPart className="contents print:hidden">
        <LawRules rules={loaderData.rules} />
      </StaticPart>
      <ToolCta copy="tools.assembly" lots={lots} />
    </>
  );
}
