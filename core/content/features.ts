import catalogData from "./features.json" with { type: "json" };
import type { CatalogIcon } from "./catalog-icons";
import type { Role } from "./roles";
import type { SolutionSlug } from "./solution-slugs";

/** Language-neutral catalog of the feature pages under /core/features/ (docs/product.md §2). */
export const featureCategories = [
  "communication",
  "residents-property",
  "operations",
  "commerce-amenities",
  "documents-reports",
  "security-access",
] as const;
export type FeatureCategory = (typeof featureCategories)[number];

/** The slugs of docs/product.md §2, in the order menus and the overview show them (grouped by category). */
export const featureSlugs = [
  "announcements",
  "events-calendars",
  "discussion-forums",
  "surveys-voting",
  "notifications-push-email",
  "resident-management",
  "owner-management",
  "apartment-building-management",
  "short-term-rentals",
  "syndic-staff-management",
  "portfolio-management",
  "service-requests",
  "service-providers",
  "preventive-maintenance",
  "customer-support-24-7",
  "demo-requests",
  "urbis-store",
  "order-tracking",
  "amenity-booking",
  "booking-management",
  "community-marketplace",
  "document-library",
  "reports-exports",
  "electronic-consents",
  "digital-file-reader",
  "access-authorization",
  "incident-reporting",
  "visitor-parking",
  "security-team-dashboard",
  "log-activity-monitoring",
] as const;
export type FeatureSlug = (typeof featureSlugs)[number];

/**
 * Each slug's entry, in `features.json`. The table is data: that it has exactly one entry per slug,
 * and only categories, icons, roles and slugs that exist, is checked by
 * tests/core/content/features.test.ts before these types are trusted.
 */
type FeatureEntry = {
  category: FeatureCategory;
  /** One of core/content/catalog-icons.ts, which `<Icon name>` checks at compile time. */
  icon: CatalogIcon;
  /**
   * Who the feature serves (docs/product.md §5): the overview's role filter and the page's "what
   * each role gets".
   */
  roles: readonly Role[];
  related: readonly FeatureSlug[];
  solutions: readonly SolutionSlug[];
};

const catalog = catalogData as Record<FeatureSlug, FeatureEntry>;

/** A feature page as the templates read it: its slug, and its entry. */
export type Feature = { slug: FeatureSlug } & FeatureEntry;

export const features: readonly Feature[] = featureSlugs.map((slug) => ({ slug, ...catalog[slug] }));

export function isFeatureSlug(value: string): value is FeatureSlug {
  return (featureSlugs as readonly string[]).includes(value);
}

export function getFeature(slug: FeatureSlug): Feature {
  return { slug, ...catalog[slug] };
}

export function featuresIn(category: FeatureCategory): Feature[] {
  return features.filter((f) => f.category === category);
}

export function featuresFor(role: Role): Feature[] {
  return features.filter((f) => f.roles.includes(role));
}
