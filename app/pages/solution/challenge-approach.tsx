import type { SolutionSlug } from "#core/content/solution-slugs";
import { useT } from "#app/i18n/use-t";
import { solutionKey } from "../../catalog/solution-copy";
import { NumberedSteps } from "#app/ui/numbered-steps";
import { Section } from "#app/ui/section";

const steps = ["approach.1", "approach.2", "approach.3"] as const;

/** The problem as a syndic lives it, then how Urbis takes it on, in three steps. */
export function ChallengeApproach({ slug }: { slug: SolutionSlug }) {
  const t = useT();
  return (
    <div className="container-page mt-16 grid gap-10 md:grid-cols-2 md:gap-12">
      <Section id="challenge-title" title={t("solutions.page.challenge")} titleClassName="eyebrow">
        <p className="mt-4 border-s-4 border-accent ps-5 text-xl leading-relaxed text-ink text-pretty">
          {t(solutionKey(slug, "challenge"))}
        </p>
      </Section>
      <Section id="approach-title" title={t("solutions.page.approach")} titleClassName="eyebrow">
        <NumberedSteps
          className="mt-4 space-y-5"
          steps={steps.map((step) => ({
            id: step,
            content: <p className="text-pretty">{t(solutionKey(slug, step))}</p>,
          }))}
        />
      </Section>
    </div>
  );
}
