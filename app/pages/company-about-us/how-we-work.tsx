import { useT } from "#app/i18n/use-t";
import { copyCards } from "#app/ui/card-grid";
import { NumberedSteps } from "#app/ui/numbered-steps";
import { Section } from "#app/ui/section";

const principles = ["field", "simple", "data", "support"] as const;

/** How the team works: four principles, numbered. */
export function HowWeWork() {
  const t = useT();
  return (
    <Section id="how-title" title={t("company.about.how.title")} className="container-page mt-20">
      <NumberedSteps
        tone="soft"
        className="mt-8 grid gap-x-10 gap-y-8 sm:grid-cols-2"
        steps={copyCards(t, "company.about.how", principles).map(({ id, title, body }) => ({
          id,
          content: (
            <>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-muted text-pretty">{body}</p>
            </>
          ),
        }))}
      />
    </Section>
  );
}
