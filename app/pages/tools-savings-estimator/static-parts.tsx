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
 * What the company's cost-reduction figure is, beside what the estimator counts: a marketing
 * figure, measured by nothing on this site, and never the estimator's result.
 */
export function ClaimNote({ claim }: { claim: string }) {
  const t = useT();
  const figure = `${t("figures.costReduction.value", { value: claim })} ${t("figures.costReduction.label")}`;
  return (
    <Panel
      anchor="claim"
      title={t("tools.savings.claim.title")}
      icon="alert"
      iconTone="accent"
      className="h-full"
    >
      <p className="mt-4 text-pretty">{t("tools.savings.claim.figure", { figure })}</p>
      <p className="mt-4 text-pretty">{t("tools.savings.claim.counts")}</p>
      <p className="mt-4 text-pretty">{t("tools.savings.claim.aid")}</p>
    </Panel>
  );
}
