import type { FeatureSlug } from "./features";
import type { figures } from "./figures";
import type { Role } from "./roles";
import type { SolutionSlug } from "./solution-slugs";

/** A marketing figure (docs/product.md §7) that a solution's outcome may quote: a share, shown as a percentage. */
export type SolutionFigure = Extract<
  keyof typeof figures,
  "uptime" | "costReduction" | "residentSatisfaction"
>;

export type Solution = {
  /** A name of app/ui/icon.tsx; the templates' `<Icon name>` prop checks it at compile time. */
  icon: string;
  /** The feature pages the solution is built from, in the order the page lists them. */
  features: readonly FeatureSlug[];
  /** Who the solution is for, most concerned first. */
  roles: readonly Role[];
  figure?: SolutionFigure;
};

/** Keyed by slug, so a solution without data, or data without a slug, does not compile. */
export const solutions = {
  "improve-internal-communication": {
    icon: "megaphone",
    features: [
      "announcements",
      "notifications-push-email",
      "discussion-forums",
      "syndic-staff-management",
      "document-library",
    ],
    roles: ["MANAGER", "SYNDIC", "STAFF", "OWNER", "RESIDENT"],
  },
  "engage-residents-surveys-forums": {
    icon: "chat-bubbles",
    features: ["surveys-voting", "discussion-forums", "notifications-push-email", "owner-management"],
    roles: ["SYNDIC", "MANAGER", "OWNER", "RESIDENT"],
    figure: "residentSatisfaction",
  },
  "manage-events-announcements": {
    icon: "calendar",
    features: ["events-calendars", "announcements", "notifications-push-email", "amenity-booking"],
    roles: ["MANAGER", "SYNDIC", "RESIDENT", "OWNER"],
  },
  "maximize-amenity-usage": {
    icon: "pool",
    features: ["amenity-booking", "booking-management", "notifications-push-email", "reports-exports"],
    roles: ["MANAGER", "RESIDENT", "STAFF"],
  },
  "track-service-requests-maintenance": {
    icon: "wrench",
    features: [
      "service-requests",
      "preventive-maintenance",
      "service-providers",
      "incident-reporting",
      "notifications-push-email",
    ],
    roles: ["MANAGER", "SYNDIC", "STAFF", "RESIDENT", "OWNER"],
  },
  "manage-short-term-rentals-bookings": {
    icon: "suitcase",
    features: ["short-term-rentals", "booking-management", "access-authorization", "visitor-parking"],
    roles: ["OWNER", "MANAGER", "SECURITY"],
  },
  "access-documents-resident-records": {
    icon: "folder",
    features: [
      "document-library",
      "digital-file-reader",
      "resident-management",
      "owner-management",
      "electronic-consents",
    ],
    roles: ["MANAGER", "SYNDIC", "OWNER", "RESIDENT"],
  },
  "automate-staff-task-workflows": {
    icon: "clipboard",
    features: [
      "syndic-staff-management",
      "service-requests",
      "preventive-maintenance",
      "notifications-push-email",
    ],
    roles: ["MANAGER", "SYNDIC", "STAFF"],
    figure: "costReduction",
  },
  "control-site-access-security": {
    icon: "shield",
    features: [
      "access-authorization",
      "visitor-parking",
      "security-team-dashboard",
      "incident-reporting",
      "log-activity-monitoring",
    ],
    roles: ["SECURITY", "MANAGER", "RESIDENT"],
    figure: "uptime",
  },
  "manage-vendors-purchase-orders": {
    icon: "truck",
    features: ["service-providers", "urbis-store", "order-tracking", "reports-exports"],
    roles: ["MANAGER", "SYNDIC", "STAFF"],
  },
  "access-analytics-statistics": {
    icon: "bar-chart",
    features: [
      "reports-exports",
      "portfolio-management",
      "apartment-building-management",
      "log-activity-monitoring",
    ],
    roles: ["MANAGER", "SYNDIC", "OWNER"],
  },
} as const satisfies Record<SolutionSlug, Solution>;
