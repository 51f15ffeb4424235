import type { FeatureCategory, FeatureSlug } from "#core/content/features";
import type { Role } from "#core/content/roles";
import type { SolutionSlug } from "#core/content/solution-slugs";
import { familyKey } from "#core/i18n/keys";

/**
 * Message keys of the feature pages, typed so that a key every feature must have and does not
 * (in the French source) fails to compile. Steps and roles vary per feature: tests check those.
 */
type EveryFeatureHas = "meta.title" | "meta.description" | "title" | "value" | "problem";

export const featureKey = <Part extends EveryFeatureHas>(slug: FeatureSlug, part: Part) =>
  `features.${slug}.${part}` as const;

export const stepKey = (slug: FeatureSlug, step: number) => familyKey(`features.${slug}.steps.${step}`);

export const capabilityKey = (slug: FeatureSlug, n: number) => familyKey(`features.${slug}.can.${n}`);

/** A feature's Nth question and its answer, as the FAQ list and the FAQPage data take them. */
export const faqItem = (slug: FeatureSlug, n: number) => ({
  id: String(n),
  question: familyKey(`features.${slug}.faq.${n}.q`),
  answer: familyKey(`features.${slug}.faq.${n}.a`),
});

export const roleGainKey = (slug: FeatureSlug, role: Role) => familyKey(`features.${slug}.role.${role}`);

export const roleName = (role: Role) => `features.roles.${role}` as const;

/** Names shown in the header menus too: they live in the shell's copy (common.json). */
export const featureName = (slug: FeatureSlug) => `feature.${slug}.name` as const;
export const solutionName = (slug: SolutionSlug) => `solution.${slug}.name` as const;
export const categoryName = (category: FeatureCategory) => `nav.category.${category}` as const;
