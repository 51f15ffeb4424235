import type { FeatureSlug } from "#core/content/features";
import { useT } from "#app/i18n/use-t";
import { Section } from "#app/ui/section";
import { copyValues } from "../../catalog/copy-values";
import { featureKey } from "../../catalog/message-keys";
import { useFeatureHeading } from "./feature-section";

/** The everyday situation the feature puts an end to, told as it happens in a Moroccan residence. */
export function FeatureProblem({ slug }: { slug: FeatureSlug }) {
  const t = useT();
  const heading = useFeatureHeading("problem");
  return (
    <div className="container-page pt-14 md:pt-20">
      <Section
        {...heading}
        className="grid gap-6 md:grid-cols-[14rem_1fr] md:gap-12"
        titleClassName="text-2xl font-bold tracking-tight"
      >
        <p className="max-w-3xl border-s-4 border-accent ps-5 text-lg text-pretty md:text-xl">
          {t(featureKey(slug, "problem"), copyValues)}
        </p>
      </Section>
    </div>
  );
}
