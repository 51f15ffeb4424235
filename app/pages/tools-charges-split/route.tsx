import { CHARGES_SPLIT_KEY } from "#core/storage-keys";
import { lazy, useState } from "react";
import { pageLoader } from "#app/routing/page-loader.server";
import { headTags } from "#app/seo/head";
import { StaticPart } from "#app/ui/static-part";
import { LawRules } from "#app/ui/tools/law-rules";
import { ToolArea, ToolCta } from "#app/ui/tools/tool-area";
import { ToolGuide, ToolIntro } from "#app/ui/tools/tool-notes";
import { keepRuleMessages, ruleViews } from "#app/ui/tools/rule-views.server";
import type { Route } from "./+types/route";

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

/** The steps of "how it works", each a message `tools.charges.how.<step>`. */
const howSteps = ["shares", "keys", "rounding", "periods"] as const;

/**
 * /core/tools/charges-split (issue 20, decision 037): the yearly budget split between the lots by
 * their shares and special keys, to the centime. The page's text is kept as prerendered; the tool
 * and the closing link, which follows its number of lots, hydrate.
 */
export default function ChargesSplitPage({ loaderData }: Route.ComponentProps) {
  const [lots, setLots] = useState(0);
  return (
    <>
      <ToolIntro copy="tools.charges" />
      <ToolArea copy="tools.charges" storageKey={CHARGES_SPLIT_KEY}>
        <Tool onLots={setLots} />
      </ToolArea>
      <ToolGuide copy="tools.charges" steps={howSteps} icon="layers" />
      <StaticPart className="contents print:hidden">
        <LawRules rules={loaderData.rules} />
      </StaticPart>
      <ToolCta copy="tools.charges" lots={lots} />
    </>
  );
}
