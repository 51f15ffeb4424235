import type { FeatureSlug } from "#core/content/features";
import { useT } from "#app/i18n/use-t";
import { FaqList } from "#app/ui/faq-list";
import { Section } from "#app/ui/section";
import { faqItem } from "../../catalog/message-keys";

/** The questions syndics ask about the feature, the same as the page's FAQPage data. */
export function FeatureFaq({ slug, count }: { slug: FeatureSlug; count: number }) {
  const t = useT();
  const items = Array.from({ length: count }, (_, i) => faqItem(slug, i + 1));
  return (
    <Section
      id="faq-title"
      title={t("features.template.faq.heading")}
      className="container-page pt-14 md:pt-20"
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      <FaqList items={items} className="mt-8" />
    </Section>
  );
}
