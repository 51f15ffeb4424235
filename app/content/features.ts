/** Language-neutral catalog of the feature pages under /core/features/ (SPEC.md §2). */
export const featureCategories = [
  "communication",
  "residents-property",
  "operations",
  "commerce-amenities",
  "documents-reports",
  "security-access",
] as const;
export type FeatureCategory = (typeof featureCategories)[number];

export type Feature = { slug: string; category: FeatureCategory };

export const features = [
  { slug: "announcements", category: "communication" },
  { slug: "events-calendars", category: "communication" },
  { slug: "discussion-forums", category: "communication" },
  { slug: "surveys-voting", category: "communication" },
  { slug: "notifications-push-email", category: "communication" },
  { slug: "resident-management", category: "residents-property" },
  { slug: "owner-management", category: "residents-property" },
  { slug: "apartment-building-management", category: "residents-property" },
  { slug: "short-term-rentals", category: "residents-property" },
  { slug: "syndic-staff-management", category: "residents-property" },
  { slug: "portfolio-management", category: "residents-property" },
  { slug: "service-requests", category: "operations" },
  { slug: "service-providers", category: "operations" },
  { slug: "preventive-maintenance", category: "operations" },
  { slug: "customer-support-24-7", category: "operations" },
  { slug: "demo-requests", category: "operations" },
  { slug: "urbis-store", category: "commerce-amenities" },
  { slug: "order-tracking", category: "commerce-amenities" },
  { slug: "amenity-booking", category: "commerce-amenities" },
  { slug: "booking-management", category: "commerce-amenities" },
  { slug: "community-marketplace", category: "commerce-amenities" },
  { slug: "document-library", category: "documents-reports" },
  { slug: "reports-exports", category: "documents-reports" },
  { slug: "electronic-consents", category: "documents-reports" },
  { slug: "digital-file-reader", category: "documents-reports" },
  { slug: "access-authorization", category: "security-access" },
  { slug: "incident-reporting", category: "security-access" },
  { slug: "visitor-parking", category: "security-access" },
  { slug: "security-team-dashboard", category: "security-access" },
  { slug: "log-activity-monitoring", category: "security-access" },
] as const satisfies readonly Feature[];

export type FeatureSlug = (typeof features)[number]["slug"];
export const featureSlugs: readonly FeatureSlug[] = features.map((f) => f.slug);

export function featuresIn(category: FeatureCategory) {
  return features.filter((f) => f.category === category);
}
