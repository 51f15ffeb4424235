import { featureSlugs } from "#app/content/features";
import { solutionSlugs } from "#app/content/solutions";

/**
 * Every public page, by its language-neutral path (SPEC.md §2). Routes, prerendering, the sitemap
 * and the tests read this table; each page exists once per language in app/i18n/locales.ts.
 * `id` names the page in route ids; `module` is its route module under app/.
 */
export type Page = { id: string; path: string; module: string };

const companyPages = ["about-us", "careers", "contact-us", "testimonials"] as const;

export const pages: Page[] = [
  { id: "home", path: "/", module: "pages/home/route.tsx" },
  { id: "demo", path: "/core/demo", module: "pages/demo/route.tsx" },
  { id: "delete-my-account", path: "/core/delete-my-account", module: "pages/delete-account/route.tsx" },
  { id: "privacy", path: "/core/privacy", module: "pages/privacy/route.tsx" },
  { id: "features", path: "/core/features", module: "pages/features/route.tsx" },
  ...featureSlugs.map((slug) => ({
    id: `feature-${slug}`,
    path: `/core/features/${slug}`,
    module: "pages/feature/route.tsx",
  })),
  { id: "solutions", path: "/core/solutions", module: "pages/solutions/route.tsx" },
  ...solutionSlugs.map((slug) => ({
    id: `solution-${slug}`,
    path: `/core/solutions/${slug}`,
    module: "pages/solution/route.tsx",
  })),
  ...companyPages.map((slug) => ({
    id: `company-${slug}`,
    path: `/core/company/${slug}`,
    module: `pages/company-${slug}/route.tsx`,
  })),
];

/**
 * The not-found page is prerendered at this path in each language (prerendering refuses non-200
 * answers); the server sends that file with status 404 for any path it does not know.
 */
export const notFoundPath = "/404";
