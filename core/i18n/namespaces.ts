/**
 * The copy files each language has under locales/{code}/: `common` for the shell, one per page family,
 * `figures`, the words of the marketing figures, read by every page that shows one, and `views`, the
 * words of the product views (core/content/product-views/).
 */
export const namespaces = [
  "common",
  "home",
  "pages",
  "testimonials",
  "solutions",
  "company",
  "legal",
  "features",
  "forms",
  "inbox",
  "pricing",
  "figures",
  "trust",
  "views",
  "tools",
  "booking",
] as const;
export type Namespace = (typeof namespaces)[number];
