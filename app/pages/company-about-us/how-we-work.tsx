import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { NumberedSteps } from "#app/ui/numbered-steps";

const principles = ["field", "simple", "data", "support"] as const;

/** How the team works: four principles, numbered. */
export function HowWeWork() {
  const t = useT();
  return (
    <section aria-labelledby="how-title" className="container-page mt-20">
      <h2 id="how-title" className="text-3xl font-bold tracking-tight">
        {t("company.about.how.title")}
      </h2>
      <NumberedSteps
        tone="soft"
        className="mt-8 grid gap-x-10 gap-y-8 sm:grid-cols-2"
        steps={principles.map((id) => ({
          id,
          content: (
            <>
              <h3 className="text-lg font-semibold">{t(`company.about.how.${id}.title` as MessageKey)}</h3>
              <p className="mt-1 text-muted text-pretty">{t(`company.about.how.${id}.body` as MessageKey)}</p>
            </>
          ),
        }))}
      />
    </section>
  );
}
