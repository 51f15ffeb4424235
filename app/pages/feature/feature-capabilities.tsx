import type { FeatureSlug } from "#core/content/features";
import { useT } from "#app/i18n/use-t";
import { CheckList } from "#app/ui/check-list";
import { Section } from "#app/ui/section";
import { copyValues } from "../../catalog/copy-values";
import { capabilityKey } from "../../catalog/message-keys";

/** What you can do with the feature: the four to six capabilities its copy lists. */
export function FeatureCapabilities({ slug, count }: { slug: FeatureSlug; count: number }) {
  const t = useT();
  const items = Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    text: t(capabilityKey(slug, i + 1), copyValues),
  }));
  return (
    <Section
      id="can-title"
      title={t("features.template.can.heading")}
      className="container-page pt-14 md:pt-20"
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      <CheckList items={items} className="mt-8 grid max-w-5xl gap-4 text-lg md:grid-cols-2 md:gap-x-10" />
    </Section>
  );
}
