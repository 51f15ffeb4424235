import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { NumberedSteps } from "#app/ui/numbered-steps";
import { Panel } from "#app/ui/panel";

const steps = ["send", "minutes", "second", "calendar"] as const;

/** The dates the planner works out, readable without script. */
export function HowItWorks() {
  const t = useT();
  return (
    <Panel
      id="how-title"
      anchor="how"
      title={t("tools.assembly.how.title")}
      icon="calendar"
      className="h-full"
    >
      <NumberedSteps
        tone="soft"
        className="mt-6 space-y-5"
        steps={steps.map((id) => ({
          id,
          content: <p className="text-pretty">{t(`tools.assembly.how.${id}`)}</p>,
        }))}
      />
    </Panel>
  );
}

/** That the planner is an aid, not legal advice. */
export function Disclaimer() {
  const t = useT();
  return (
    <Panel
      id="disclaimer-title"
      title={t("tools.assembly.disclaimer.title")}
      icon="alert"
      iconTone="accent"
      className="h-full"
    >
      <p className="mt-4 text-pretty">{t("tools.assembly.disclaimer.body")}</p>
    </Panel>
  );
}

/** What the visitor types stays in the browser: said before the tool. */
export function PrivacyNote() {
  const t = useT();
  return (
    <p className="mt-6 flex max-w-2xl gap-3 rounded-2xl bg-brand-soft p-4 text-pretty">
      <Icon name="shield" className="mt-0.5 size-5 shrink-0 text-brand" />
      <span>{t("tools.assembly.private")}</span>
    </p>
  );
}
