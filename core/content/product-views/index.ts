import type { FeatureSlug } from "../features";
import { commerceViews } from "./commerce";
import { communicationViews } from "./communication";
import { documentsViews } from "./documents-reports";
import { operationsViews } from "./operations";
import { securityViews } from "./security-access";
import { residentsPropertyViews } from "./residents-property";
import type { ProductView } from "./types";

/**
 * Each feature's view, by slug (docs/architecture.md, "Adding a feature"). A feature without one
 * shows its icon instead.
 */
export const productViews: Partial<Record<FeatureSlug, ProductView>> = {
  ...communicationViews,
  ...residentsPropertyViews,
  ...operationsViews,
  ...commerceViews,
  ...documentsViews,
  ...securityViews,
};

export function productViewOf(slug: FeatureSlug): ProductView | undefined {
  return productViews[slug];
}
