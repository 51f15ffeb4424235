/** Language-neutral catalog of the solution pages under /core/solutions/, in menu order (docs/product.md §2). */
export const solutionSlugs = [
  "improve-internal-communication",
  "engage-residents-surveys-forums",
  "manage-events-announcements",
  "maximize-amenity-usage",
  "track-service-requests-maintenance",
  "manage-short-term-rentals-bookings",
  "access-documents-resident-records",
  "automate-staff-task-workflows",
  "control-site-access-security",
  "manage-vendors-purchase-orders",
  "access-analytics-statistics",
] as const;

export type SolutionSlug = (typeof solutionSlugs)[number];
