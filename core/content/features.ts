import { roles, type Role } from "./roles";
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

type FeatureDetails = {
  category: FeatureCategory;
  /** A name of app/ui/icon.tsx; the templates' `<Icon name>` prop checks it at compile time. */
  icon: string;
  /** Who the feature serves: the overview's role filter and the page's "what each role gets". */
  roles: readonly Role[];
  related: readonly FeatureSlug[];
  solutions: readonly SolutionSlug[];
};

/** docs/product.md §5: announcements, events, discussions, surveys and notifications reach everyone. */
const everyone = roles;

/** Each slug has exactly one entry: a missing, extra or misspelt slug does not compile. */
const catalog = {
  announcements: {
    category: "communication",
    icon: "megaphone",
    roles: everyone,
    related: ["events-calendars", "notifications-push-email", "discussion-forums"],
    solutions: ["manage-events-announcements", "improve-internal-communication"],
  },
  "events-calendars": {
    category: "communication",
    icon: "calendar",
    roles: everyone,
    related: ["announcements", "amenity-booking", "notifications-push-email"],
    solutions: ["manage-events-announcements"],
  },
  "discussion-forums": {
    category: "communication",
    icon: "chat-bubbles",
    roles: everyone,
    related: ["surveys-voting", "announcements", "community-marketplace"],
    solutions: ["engage-residents-surveys-forums", "improve-internal-communication"],
  },
  "surveys-voting": {
    category: "communication",
    icon: "ballot",
    roles: everyone,
    related: ["discussion-forums", "owner-management", "notifications-push-email"],
    solutions: ["engage-residents-surveys-forums"],
  },
  "notifications-push-email": {
    category: "communication",
    icon: "bell",
    roles: everyone,
    related: ["announcements", "events-calendars", "service-requests"],
    solutions: [
      "improve-internal-communication",
      "manage-events-announcements",
      "track-service-requests-maintenance",
    ],
  },
  "resident-management": {
    category: "residents-property",
    icon: "users",
    roles: ["MANAGER", "SYNDIC", "RESIDENT"],
    related: ["owner-management", "apartment-building-management", "electronic-consents"],
    solutions: ["access-documents-resident-records"],
  },
  "owner-management": {
    category: "residents-property",
    icon: "home",
    roles: ["MANAGER", "SYNDIC", "OWNER"],
    related: ["resident-management", "surveys-voting", "portfolio-management", "reports-exports"],
    solutions: ["access-documents-resident-records", "engage-residents-surveys-forums"],
  },
  "apartment-building-management": {
    category: "residents-property",
    icon: "building",
    roles: ["MANAGER", "SYNDIC", "OWNER"],
    related: ["resident-management", "owner-management", "portfolio-management"],
    solutions: ["access-analytics-statistics"],
  },
  "short-term-rentals": {
    category: "residents-property",
    icon: "suitcase",
    roles: ["MANAGER", "OWNER", "SECURITY"],
    related: ["booking-management", "visitor-parking", "access-authorization"],
    solutions: ["manage-short-term-rentals-bookings"],
  },
  "syndic-staff-management": {
    category: "residents-property",
    icon: "briefcase",
    roles: ["MANAGER", "SYNDIC", "STAFF"],
    related: ["service-requests", "preventive-maintenance", "security-team-dashboard"],
    solutions: ["automate-staff-task-workflows", "improve-internal-communication"],
  },
  "portfolio-management": {
    category: "residents-property",
    icon: "layers",
    roles: ["MANAGER", "OWNER"],
    related: ["apartment-building-management", "reports-exports", "owner-management"],
    solutions: ["access-analytics-statistics"],
  },
  "service-requests": {
    category: "operations",
    icon: "wrench",
    roles: ["RESIDENT", "MANAGER", "STAFF"],
    related: [
      "service-providers",
      "preventive-maintenance",
      "incident-reporting",
      "notifications-push-email",
    ],
    solutions: ["track-service-requests-maintenance", "automate-staff-task-workflows"],
  },
  "service-providers": {
    category: "operations",
    icon: "truck",
    roles: ["MANAGER", "SYNDIC", "STAFF"],
    related: ["service-requests", "preventive-maintenance", "reports-exports"],
    solutions: ["manage-vendors-purchase-orders", "track-service-requests-maintenance"],
  },
  "preventive-maintenance": {
    category: "operations",
    icon: "clipboard",
    roles: ["MANAGER", "SYNDIC", "STAFF"],
    related: ["service-requests", "service-providers", "syndic-staff-management"],
    solutions: ["track-service-requests-maintenance", "automate-staff-task-workflows"],
  },
  "customer-support-24-7": {
    category: "operations",
    icon: "headset",
    roles: ["MANAGER", "SYNDIC", "OWNER", "RESIDENT"],
    related: ["service-requests", "notifications-push-email", "demo-requests"],
    solutions: ["improve-internal-communication"],
  },
  "demo-requests": {
    category: "operations",
    icon: "presentation",
    roles: ["MANAGER", "OWNER", "STAFF"],
    related: ["short-term-rentals", "visitor-parking", "notifications-push-email"],
    solutions: ["automate-staff-task-workflows", "manage-short-term-rentals-bookings"],
  },
  "urbis-store": {
    category: "commerce-amenities",
    icon: "shopping-bag",
    roles: ["RESIDENT", "OWNER", "MANAGER"],
    related: ["order-tracking", "community-marketplace", "service-providers"],
    solutions: ["manage-vendors-purchase-orders"],
  },
  "order-tracking": {
    category: "commerce-amenities",
    icon: "package",
    roles: ["RESIDENT", "MANAGER", "STAFF"],
    related: ["urbis-store", "notifications-push-email", "service-providers"],
    solutions: ["manage-vendors-purchase-orders"],
  },
  "amenity-booking": {
    category: "commerce-amenities",
    icon: "pool",
    roles: ["RESIDENT", "MANAGER", "STAFF"],
    related: ["booking-management", "events-calendars", "notifications-push-email"],
    solutions: ["maximize-amenity-usage", "manage-events-announcements"],
  },
  "booking-management": {
    category: "commerce-amenities",
    icon: "calendar-check",
    roles: ["MANAGER", "RESIDENT", "STAFF"],
    related: ["amenity-booking", "short-term-rentals", "reports-exports"],
    solutions: ["maximize-amenity-usage", "manage-short-term-rentals-bookings"],
  },
  "community-marketplace": {
    category: "commerce-amenities",
    icon: "tag",
    roles: ["RESIDENT", "OWNER", "MANAGER"],
    related: ["discussion-forums", "urbis-store", "announcements"],
    solutions: ["engage-residents-surveys-forums"],
  },
  "document-library": {
    category: "documents-reports",
    icon: "folder",
    roles: ["MANAGER", "SYNDIC", "OWNER", "RESIDENT"],
    related: ["digital-file-reader", "reports-exports", "owner-management"],
    solutions: ["access-documents-resident-records", "improve-internal-communication"],
  },
  "reports-exports": {
    category: "documents-reports",
    icon: "bar-chart",
    roles: ["MANAGER", "SYNDIC", "OWNER"],
    related: ["document-library", "portfolio-management", "log-activity-monitoring"],
    solutions: ["access-analytics-statistics", "manage-vendors-purchase-orders", "maximize-amenity-usage"],
  },
  "electronic-consents": {
    category: "documents-reports",
    icon: "id-card",
    // docs/product.md §5: residents, managers and owners may upload an ID and a profile photo.
    roles: ["RESIDENT", "MANAGER", "OWNER"],
    related: ["resident-management", "access-authorization", "document-library"],
    solutions: ["access-documents-resident-records"],
  },
  "digital-file-reader": {
    category: "documents-reports",
    icon: "file-text",
    roles: ["MANAGER", "SYNDIC", "OWNER", "RESIDENT"],
    related: ["document-library", "reports-exports", "electronic-consents"],
    solutions: ["access-documents-resident-records"],
  },
  "access-authorization": {
    category: "security-access",
    icon: "key",
    roles: ["MANAGER", "SECURITY", "RESIDENT"],
    related: ["visitor-parking", "electronic-consents", "security-team-dashboard"],
    solutions: ["control-site-access-security", "manage-short-term-rentals-bookings"],
  },
  "incident-reporting": {
    category: "security-access",
    icon: "alert",
    // docs/product.md §5: residents, staff and security report; the manager follows each report up.
    roles: ["RESIDENT", "STAFF", "SECURITY", "MANAGER"],
    related: ["service-requests", "security-team-dashboard", "log-activity-monitoring"],
    solutions: ["control-site-access-security", "track-service-requests-maintenance"],
  },
  "visitor-parking": {
    category: "security-access",
    icon: "car",
    // docs/product.md §5: security keeps the visitor log, managers watch visitor access.
    roles: ["SECURITY", "MANAGER", "RESIDENT"],
    related: ["access-authorization", "log-activity-monitoring", "security-team-dashboard"],
    solutions: ["control-site-access-security", "manage-short-term-rentals-bookings"],
  },
  "security-team-dashboard": {
    category: "security-access",
    icon: "shield",
    roles: ["SECURITY", "MANAGER"],
    related: ["visitor-parking", "incident-reporting", "log-activity-monitoring"],
    solutions: ["control-site-access-security"],
  },
  "log-activity-monitoring": {
    category: "security-access",
    icon: "activity",
    roles: ["SECURITY", "MANAGER"],
    related: ["visitor-parking", "security-team-dashboard", "reports-exports"],
    solutions: ["control-site-access-security", "access-analytics-statistics"],
  },
} as const satisfies Record<FeatureSlug, FeatureDetails>;

export type FeatureIcon = (typeof catalog)[FeatureSlug]["icon"];

export type Feature = {
  slug: FeatureSlug;
  category: FeatureCategory;
  icon: FeatureIcon;
  roles: readonly Role[];
  related: readonly FeatureSlug[];
  solutions: readonly SolutionSlug[];
};

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
