import { CHARGES_SPLIT_KEY } from "#core/storage-keys";
import { lazy } from "react";
import { headTags } from "#app/seo/head";
import { ToolRules } from "#app/ui/tools/law-rules";
import { ToolGuide } from "#app/ui/tools/tool-notes";
import { ToolPage } from "#app/ui/tools/tool-page";
import { rulesPageLoader } from "#app/ui/tools/rule-views.server";
import type { Route } from "./+types/route";

/** The rules the split relies on (core/content/co-ownership-law.ts), in the page's order. */
const ruleIds = [
  "charges-by-shares",
  "budget-first-assembly",
  "accounts-rules",
  "budget-yearly-and-calls",
  "model-rules-decree",
  "decree-2-23-700",
] as const;

/** Runs at build time: the copy, and the rules with their sources as data. */
export const loader = rulesPageLoader("tools.charges", ruleIds);

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
export default function ChargesSplitPage() {
  return (
    <ToolPage
      copy="tools.charges"
      storageKey={CHARGES_SPLIT_KEY}
      tool={(onLots) => <Tool onLots={onLots} />}
      guide={<ToolGuide copy="tools.charges" steps={howSteps} icon="layers" />}
      sources={<ToolRules />}
    />
  );
}
