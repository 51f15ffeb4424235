import { featureSlugs } from "#core/content/features";
import { solutionSlugs } from "#core/content/solution-slugs";

/**
 * Every public page, by its language-neutral path (docs/product.md §2). Routes, prerendering, the
 * sitemap and the tests read this table; each page exists once per language in core/i18n/locales.ts.
 * `id` names the page; `module` is its route module under app/; `template` names the route it
 * shares with its siblings (below), for the pages made from one template and a slug.
 */
export type Page = { id: string; path: string; module: string; template?: TemplateId };

/**
 * One route per template, not per page: `/core/features/:slug` serves the 30 feature pages. The
 * browser's router then ranks a handful of routes instead of 150 on every page load. A slug the
 * catalog does not know renders the not-found view under the same route, prerendered at
 * `notFoundSlug` (see app/shell/not-found-view.tsx and server/site/resolve.ts).
 */
export const templates = {
  feature: { path: "/core/features/:slug", module: "pages/feature/route.tsx" },
  solution: { path: "/core/solutions/:slug", module: "pages/solution/route.tsx" },
} as const;
export type TemplateId = keyof typeof templates;

/**
 * The company's pages. The testimonials page always exists (a route of the product brief): with no
 * testimonial to show, it says so and offers what a buyer can check instead (decision 053).
 */
const companyPages = ["about-us", "careers", "contact-us", "testimonials"];

export const pages: Page[] = [
  { id: "home", path: "/", module: "pages/home/route.tsx" },
  { id: "demo", path: "/core/demo", module: "pages/demo/route.tsx" },
  { id: "pricing", path: "/core/pricing", module: "pages/pricing/route.tsx" },
  { id: "delete-my-account", path: "/core/delete-my-account", module: "pages/delete-account/route.tsx" },
  { id: "privacy", path: "/core/privacy", module: "pages/privacy/route.tsx" },
  { id: "trust", path: "/core/trust", module: "pages/trust/route.tsx" },
  { id: "tools", path: "/core/tools", module: "pages/tools/route.tsx" },
  {
    id: "tools-charges-split",
    path: "/core/tools/charges-split",
    module: "pages/tools-charges-split/route.tsx",
  },
  {
    id: "tools-general-assembly",
    path: "/core/tools/general-assembly",
    module: "pages/tools-general-assembly/route.tsx",
  },
  {
    id: "tools-savings-estimator",
    path: "/core/tools/savings-estimator",
    module: "pages/tools-savings-estimator/route.tsx",
  },
  { id: "tools-templates", path: "/core/tools/templates", module: "pages/tools-templates/route.tsx" },
  { id: "features", path: "/core/features", module: "pages/features/route.tsx" },
  ...templatePages("feature", featureSlugs),
  { id: "solutions", path: "/core/solutions", module: "pages/solutions/route.tsx" },
  ...templatePages("solution", solutionSlugs),
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

/** The slug under which each template's not-found view is prerendered (`/core/features/404`). */
export const notFoundSlug = "404";

/** Where each template's not-found view is prerendered, language-neutral. */
export const templateNotFoundPaths = Object.values(templates).map((template) =>
  template.path.replace(":slug", notFoundSlug),
);

/** The pages a template makes, one a slug: `feature-announcements` at `/core/features/announcements`. */
function templatePages(template: TemplateId, slugs: readonly string[]): Page[] {
  const { path, module } = templates[template];
  return slugs.map((slug) => ({
    id: `${template}-${slug}`,
    path: path.replace(":slug", slug),
    module,
    template,
  }));
}
