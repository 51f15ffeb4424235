/** The copy files each language has under locales/{code}/: `common` for the shell, one per page family. */
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
  "trust",
] as const;
export type Namespace = (typeof namespaces)[number];
