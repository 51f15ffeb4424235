import { featureSlugs, type FeatureSlug } from "./features";

/**
 * The three plans, their limits and the features each includes (docs/product.md §6). Prices are
 * in core/content/pricing.ts. Premium includes every feature of the catalog: its count is the
 * catalog's, not the "40" of the original site, which named features that do not exist
 * (docs/decisions/014-premium-feature-count.md). Which 4 and which 12 features Basic and
 * Standard include is decision 032 (docs/decisions/032-pricing-page-and-plan-model.md).
 */
export const planIds = ["basic", "standard", "premium"] as const;
export type PlanId = (typeof planIds)[number];

export type Plan = {
  id: PlanId;
  maxUsers: number;
  storageGb: number;
  /** The features the plan includes, in the catalog's order. */
  features: readonly FeatureSlug[];
  /** `features.length`: what the site shows as the plan's count of features. */
  featureCount: number;
  /** The plan includes every feature of the catalog (`featureCount` is then the catalog's size). */
  allFeatures: boolean;
  helpCenter: boolean;
  customization: boolean;
};

/**
 * The assumption the plan estimate makes when the visitor does not say otherwise: how many people
 * of each lot (apartment, villa, shop) use the app — owners, residents, tenants. One place only:
 * the pricing page shows it, the estimator, the home page's chooser, the demo form and the
 * service's suggested plan all read it. An assumption, not a measure: it is said on the page.
 */
export const defaultPeoplePerLot = 2.5;

/**
 * Basic: what a co-owned building cannot do without — tell everyone (announcements), hear about a
 * leak (service requests), keep the rules and minutes at hand (documents), and the support every
 * customer is promised (24/7, docs/product.md §7).
 */
const basicFeatures = [
  "announcements",
  "service-requests",
  "document-library",
  "customer-support-24-7",
] as const satisfies readonly FeatureSlug[];

/**
 * Standard: Basic, plus what a residence of several buildings runs on — notifications, the owners'
 * votes, the lists of residents and owners, providers and planned maintenance, amenity bookings,
 * and the reports and Excel exports a syndic hands to the general meeting.
 */
const standardFeatures = [
  ...basicFeatures,
  "notifications-push-email",
  "surveys-voting",
  "resident-management",
  "owner-management",
  "service-providers",
  "preventive-maintenance",
  "amenity-booking",
  "reports-exports",
] as const satisfies readonly FeatureSlug[];

/** A plan's features, in the order of the catalog (menus, overview, the comparison table). */
function inCatalogOrder(slugs: readonly FeatureSlug[]): readonly FeatureSlug[] {
  return featureSlugs.filter((slug) => slugs.includes(slug));
}

function plan(details: Omit<Plan, "featureCount" | "allFeatures">): Plan {
  const features = inCatalogOrder(details.features);
  return {
    ...details,
    features,
    featureCount: features.length,
    allFeatures: features.length === featureSlugs.length,
  };
}

export const plans: readonly Plan[] = [
  plan({
    id: "basic",
    maxUsers: 500,
    storageGb: 200,
    features: basicFeatures,
    helpCenter: false,
    customization: false,
  }),
  plan({
    id: "standard",
    maxUsers: 1200,
    storageGb: 1000,
    features: standardFeatures,
    helpCenter: false,
    customization: false,
  }),
  plan({
    id: "premium",
    maxUsers: 5000,
    storageGb: 3000,
    features: featureSlugs,
    helpCenter: true,
    customization: true,
  }),
];

export function getPlan(id: PlanId): Plan {
  const found = plans.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown plan: ${id}`);
  return found;
}

/** The largest plan: beyond its user limit, the team builds an offer with the customer. */
export const largestPlan: Plan = plans.reduce((a, b) => (b.maxUsers > a.maxUsers ? b : a));
