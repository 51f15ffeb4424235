import { featureCategories, featuresIn } from "#core/content/features";
import { solutionSlugs } from "#core/content/solution-slugs";
import type { MessageKey } from "#core/i18n/keys";
import { categoryName, featureName, solutionName } from "#app/catalog/message-keys";
import { pages } from "#core/paths/page-table";

/** The site's navigation as data, shared by the header menus, the drawer and the footer. */
export type NavLink = { to: string; label: MessageKey };

export const featureGroups = featureCategories.map((category) => ({
  category,
  label: categoryName(category),
  links: featuresIn(category).map((f): NavLink => ({
    to: `/core/features/${f.slug}`,
    label: featureName(f.slug),
  })),
}));

export const allFeaturesLink: NavLink = { to: "/core/features", label: "nav.allFeatures" };
export const allSolutionsLink: NavLink = { to: "/core/solutions", label: "nav.allSolutions" };

export const solutionLinks: NavLink[] = solutionSlugs.map((slug) => ({
  to: `/core/solutions/${slug}`,
  label: solutionName(slug),
}));

/** The company's pages this build has. */
export const companyLinks: NavLink[] = (
  [
    { to: "/core/company/about-us", label: "nav.company.about-us" },
    { to: "/core/company/careers", label: "nav.company.careers" },
    { to: "/core/company/contact-us", label: "nav.company.contact-us" },
    { to: "/core/company/testimonials", label: "nav.company.testimonials" },
  ] satisfies NavLink[]
).filter((link) => pages.some((page) => page.path === link.to));

export const contactLink: NavLink = { to: "/core/company/contact-us", label: "nav.contact" };
export const pricingLink: NavLink = { to: "/core/pricing", label: "nav.pricing" };
export const demoLink: NavLink = { to: "/core/demo", label: "nav.bookDemo" };
/** The free toolbox for syndics (issue 20): in the solutions menu, after its overview. */
export const toolsLink: NavLink = { to: "/core/tools", label: "nav.tools" };

/** The pages linked on their own beside the menus, in order. */
export const topLinks: NavLink[] = [contactLink, pricingLink];

/** The menus as the drawer lists them: each one's links, its overview page first. */
export const drawerMenus: { label: MessageKey; links: NavLink[] }[] = [
  { label: "nav.features", links: [allFeaturesLink, ...featureGroups.flatMap((group) => group.links)] },
  { label: "nav.solutions", links: [allSolutionsLink, ...solutionLinks, toolsLink] },
  { label: "nav.company", links: companyLinks },
];
