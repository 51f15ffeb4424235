import type { KeysUnder } from "#core/i18n/keys";
import type { Role } from "./roles";
import { site } from "./site";

/**
 * What customers say, language-neutral. Each testimonial's quote, name and title are in
 * locales/{code}/testimonials.json under `testimonials.<id>.*`; cities and roles are named there too.
 * No photos: an avatar shows the person's initials. A testimonial's city is one the copy names
 * (`testimonials.city.*`).
 */
export type TestimonialCity = KeysUnder<"testimonials.city.">;

export type Testimonial = {
  id: string;
  role: Role;
  city: TestimonialCity;
  /** Stars out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  initials: string;
  /** Shown on the home page (three of them). */
  featured?: boolean;
  /**
   * Written to show the layout, not said by a customer: left out of every build unless
   * URBIS_PUBLIC_SHOW_SAMPLES=true (a preview), where it is marked as a sample; the launch check
   * lists it (decision 033).
   */
  sample?: true;
};

export const testimonials = [
  {
    id: "karim",
    role: "MANAGER",
    city: "casablanca",
    rating: 5,
    initials: "KB",
    featured: true,
    sample: true,
  },
  { id: "nadia", role: "OWNER", city: "agadir", rating: 5, initials: "NE", featured: true, sample: true },
  {
    id: "youssef",
    role: "SECURITY",
    city: "tanger",
    rating: 5,
    initials: "YA",
    featured: true,
    sample: true,
  },
  { id: "salma", role: "RESIDENT", city: "rabat", rating: 5, initials: "ST", sample: true },
  { id: "hassan", role: "SYNDIC", city: "fes", rating: 4, initials: "HB", sample: true },
  { id: "fatima", role: "STAFF", city: "casablanca", rating: 5, initials: "FO", sample: true },
  { id: "omar", role: "MANAGER", city: "rabat", rating: 4, initials: "OC", sample: true },
  { id: "meryem", role: "OWNER", city: "marrakech", rating: 5, initials: "MB", sample: true },
  { id: "rachid", role: "SYNDIC", city: "meknes", rating: 5, initials: "RA", sample: true },
] as const satisfies readonly Testimonial[];

export type TestimonialId = (typeof testimonials)[number]["id"];

/** The testimonials this build shows: real ones, and samples only on a preview build. */
export const publishedTestimonials: readonly Testimonial[] = testimonials.filter(
  (t: Testimonial) => !t.sample || site.showSamples,
);

export const featuredTestimonials = publishedTestimonials.filter((t) => t.featured);

/** Sample testimonials still in the content, shown or not: what the launch check lists. */
export const sampleTestimonials: readonly Testimonial[] = testimonials.filter((t: Testimonial) => t.sample);
