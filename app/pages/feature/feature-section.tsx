import type { ReactNode } from "react";
import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Section } from "#app/ui/section";

/** A part of the feature page under its h2 (`heading`, from the template's copy), spaced as the others. */
export function FeatureSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: MessageKey;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Section
      id={id}
      title={t(heading)}
      className="container-page pt-14 md:pt-20"
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      {children}
    </Section>
  );
}
