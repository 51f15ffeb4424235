import { site } from "#core/content/site";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { NumberedSteps } from "#app/ui/numbered-steps";
import { SplitPanel } from "#app/ui/split-panel";

const steps = ["company.careers.how.1", "company.careers.how.2", "company.careers.how.3"] as const;

/** How to apply: three steps, and beside them the address to write to. */
export function HowToApply() {
  const t = useT();
  return (
    <SplitPanel
      id="apply-title"
      title={t("company.careers.how.title")}
      aside={<ApplyByEmail />}
      titleClassName="text-3xl font-bold tracking-tight"
      columns="md:grid-cols-[3fr_2fr]"
    >
      <NumberedSteps
        className="mt-6 space-y-4"
        steps={steps.map((step) => ({ id: step, content: <p className="text-pretty">{t(step)}</p> }))}
      />
    </SplitPanel>
  );
}

/** The address, kept left-to-right inside Arabic text, and a word for spontaneous applications. */
function ApplyByEmail() {
  const t = useT();
  return (
    <div className="self-center rounded-2xl bg-brand-soft p-6">
      <p className="text-sm font-semibold text-ink">{t("company.careers.how.email")}</p>
      <a
        href={`mailto:${site.contact.email}`}
        dir="ltr"
        className="mt-2 inline-flex items-center gap-2 text-xl font-bold break-all text-ink underline decoration-brand underline-offset-4"
      >
        <Icon name="mail" className="size-5 shrink-0 text-brand" />
        {site.contact.email}
      </a>
      <p className="mt-4 text-muted text-pretty">{t("company.careers.spontaneous")}</p>
    </div>
  );
}
