/**
 * The copy files each language has under locales/{code}/: `common` for the shell, one per page family,
 * and `figures`, the words of the marketing figures, read by every page that shows one.
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
] as const;
export type Namespace = (typeof namespaces)[number];
