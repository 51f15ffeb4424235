import type { FeatureSlug } from "#core/content/features";
import { useT } from "#app/i18n/use-t";
import { FeatureSection } from "./feature-section";
import { CheckList } from "#app/ui/check-list";
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
    <FeatureSection part="can">
      <CheckList items={items} className="mt-8 grid max-w-5xl gap-4 text-lg md:grid-cols-2 md:gap-x-10" />
    </FeatureSection>
  );
}
