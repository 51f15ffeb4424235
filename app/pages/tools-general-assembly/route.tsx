import { GENERAL_ASSEMBLY_KEY } from "#core/storage-keys";
import type { Messages } from "@lingui/core";
import { lazy } from "react";
import { documentLanguages, type LocaleCode } from "#core/i18n/locales";
import { loadMessages } from "#core/i18n/messages";
import { pack } from "#app/i18n/packed";
import { headTags } from "#app/seo/head";
import { ToolRules } from "#app/ui/tools/law-rules";
import { ToolGuide } from "#app/ui/tools/tool-notes";
import { ToolPage } from "#app/ui/tools/tool-page";
import { rulesPageLoader } from "#app/ui/tools/rule-views.server";
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
  "bill-2024",
  "decisions-declaration",
  "contest-delay",
] as const;

/** The letter's copy, and the agenda items it lists, which the letter needs in its own language. */
const letterCopy = (key: string) =>
  key.startsWith("tools.assembly.notice.") || key.startsWith("tools.assembly.agenda.");

/** The page shows the planner's copy, but for the letter's, which travels in its own language. */
const page = rulesPageLoader(
  "tools.assembly",
  ruleIds,
  (key) => key.startsWith("tools.assembly.") && !key.startsWith("tools.assembly.notice."),
);

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
  return { ...data, letters };
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
  return (
    <ToolPage
      copy="tools.assembly"
      storageKey={GENERAL_ASSEMBLY_KEY}
      printable
      tool={(onLots) => <Tool letters={loaderData.letters} onLots={onLots} />}
      guide={<ToolGuide copy="tools.assembly" steps={howSteps} icon="calendar" />}
      sources={<ToolRules />}
    />
  );
}
