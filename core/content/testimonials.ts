import type { Role } from "./roles";

/**
 * What customers say, language-neutral. Each testimonial's quote, name and title are in
 * locales/{code}/testimonials.json under `testimonials.<id>.*`; cities and roles are named there too.
 * No photos: an avatar shows the person's initials.
 */
export const testimonialCities = [
  "casablanca",
  "rabat",
  "marrakech",
  "tanger",
  "agadir",
  "fes",
  "meknes",
] as const;
export type TestimonialCity = (typeof testimonialCities)[number];

export type Testimonial = {
  id: string;
  role: Role;
  city: TestimonialCity;
  /** Stars out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  initials: string;
  /** Shown on the home page (three of them). */
  featured?: boolean;
};

export const testimonials = [
  { id: "karim", role: "MANAGER", city: "casablanca", rating: 5, initials: "KB", featured: true },
  { id: "nadia", role: "OWNER", city: "agadir", rating: 5, initials: "NE", featured: true },
  { id: "youssef", role: "SECURITY", city: "tanger", rating: 5, initials: "YA", featured: true },
  { id: "salma", role: "RESIDENT", city: "rabat", rating: 5, initials: "ST" },
  { id: "hassan", role: "SYNDIC", city: "fes", rating: 4, initials: "HB" },
  { id: "fatima", role: "STAFF", city: "casablanca", rating: 5, initials: "FO" },
  { id: "omar", role: "MANAGER", city: "rabat", rating: 4, initials: "OC" },
  { id: "meryem", role: "OWNER", city: "marrakech", rating: 5, initials: "MB" },
  { id: "rachid", role: "SYNDIC", city: "meknes", rating: 5, initials: "RA" },
] as const satisfies readonly Testimonial[];

export type TestimonialId = (typeof testimonials)[number]["id"];

export const featuredTestimonials = testimonials.filter((t) => "featured" in t && t.featured);
