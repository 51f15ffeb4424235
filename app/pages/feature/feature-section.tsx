import type { ReactNode } from "react";
import { useT } from "#app/i18n/use-t";
import { Section } from "#app/ui/section";

/** The parts of the feature page that are titled from the template's copy. */
export type FeaturePart = "problem" | "roles" | "can" | "plans" | "faq" | "related" | "solutions";

/** A part's heading: its id, `<part>-title`, and its text, the copy's `features.template.<part>.heading`. */
export function useFeatureHeading(part: FeaturePart) {
  const t = useT();
  return { id: `${part}-title`, title: t(`features.template.${part}.heading`) };
}

/** A part of the feature page under its h2, spaced as the others. */
export function FeatureSection({ part, children }: { part: FeaturePart; children: ReactNode }) {
  const heading = useFeatureHeading(part);
  return (
    <Section
      {...heading}
      className="container-page pt-14 md:pt-20"
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      {children}
    </Section>
  );
}
