import { useT } from "#app/i18n/use-t";
import { NumberedSteps } from "#app/ui/numbered-steps";
import { Panel } from "#app/ui/panel";

const lines = ["registered", "bailiff", "printing", "staff", "unpaid"] as const;

/** What the estimator counts, line by line, readable without script. */
export function Method() {
  const t = useT();
  return (
    <Panel anchor="method" title={t("tools.savings.method.title")} icon="layers" className="h-full">
      <p className="mt-4 text-pretty">{t("tools.savings.method.intro")}</p>
      <NumberedSteps
        tone="soft"
        className="mt-6 space-y-5"
        steps={lines.map((id) => ({
          id,
          content: <p className="text-pretty">{t(`tools.savings.method.${id}`)}</p>,
        }))}
      />
      <p className="mt-6 text-pretty">{t("tools.savings.method.range")}</p>
    </Panel>
  );
}

/**
 * The two results and why they are never added: a cost saving is money the residence stops
 * spending; arrears recovered are charges already owed, collected.
 */
export function ResultsNote() {
  const t = useT();
  return (
    <Panel anchor="results-kinds" title={t("tools.savings.kinds.title")} icon="bar-chart" className="h-full">
      <p className="mt-4 text-pretty">{t("tools.savings.kinds.cost")}</p>
      <p className="mt-4 text-pretty">{t("tools.savings.kinds.arrears")}</p>
      <p className="mt-4 text-pretty">{t("tools.savings.kinds.aid")}</p>
    </Panel>
  );
}
