import { describe, expect, it } from "vitest";
import { featureSlugs } from "#core/content/features";
import { figures } from "#core/content/figures";
import { plans } from "#core/content/plans";
import { solutionSlugs } from "#core/content/solution-slugs";

/**
 * The slugs, figures and limits of docs/product.md, written out here rather than read from the
 * catalogs the site is built from: a changed slug, figure or limit in core/content fails this file.
 */
describe("what docs/product.md fixes", () => {
  // The catalog may grow (docs/architecture.md, "Adding a feature"); none of these may go.
  it("§2: the 30 feature pages, by slug", () => {
    expect(featureSlugs).toEqual(
      expect.arrayContaining([
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
        "portfolio-management",
        "digital-file-reader",
        "access-authorization",
        "incident-reporting",
        "visitor-parking",
        "security-team-dashboard",
        "log-activity-monitoring",
      ]),
    );
  });

  it("§2: the 11 solution pages, by slug", () => {
    expect([...solutionSlugs].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it("§7: the marketing figures", () => {
    expect(figures).toEqual({
      properties: 500,
      uptime: 0.999,
      responseMinutes: 2,
      appRating: 4.9,
      costReduction: 0.4,
      residentSatisfaction: 0.85,
    });
  });

  it("§6: the plans' limits; Premium has every feature of the catalog (decision 014)", () => {
    expect(plans.map(({ id, maxUsers, storageGb }) => ({ id, maxUsers, storageGb }))).toEqual([
      { id: "basic", maxUsers: 500, storageGb: 200 },
      { id: "standard", maxUsers: 1200, storageGb: 1000 },
      { id: "premium", maxUsers: 5000, storageGb: 3000 },
    ]);
    const [basic, standard, premium] = plans;
    expect(basic).toMatchObject({
      featureCount: 4,
      allFeatures: false,
      helpCenter: false,
      customization: false,
    });
    expect(standard).toMatchObject({
      featureCount: 12,
      allFeatures: false,
      helpCenter: false,
      customization: false,
    });
    expect(premium).toMatchObject({ allFeatures: true, helpCenter: true, customization: true });
    expect(premium?.featureCount).toBe(featureSlugs.length);
  });
});
