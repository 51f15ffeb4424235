import type { FeatureSlug } from "#core/content/features";
import { FeatureSection } from "./feature-section";
import { FaqList } from "#app/ui/faq-list";
import { faqItem } from "../../catalog/message-keys";

/** The questions syndics ask about the feature, the same as the page's FAQPage data. */
export function FeatureFaq({ slug, count }: { slug: FeatureSlug; count: number }) {
  const items = Array.from({ length: count }, (_, i) => faqItem(slug, i + 1));
  return (
    <FeatureSection part="faq">
      <FaqList items={items} className="mt-8" />
    </FeatureSection>
  );
}
