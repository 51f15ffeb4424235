/**
 * What a contact message is about: rendered by the page, checked by the schema. `reference`: a
 * buyer asks to be put in touch with a residence that uses Urbis (the testimonials page links to
 * the form with `?subject=reference`, decision 053).
 */
export const contactSubjects = ["sales", "support", "reference", "partnership", "press", "other"] as const;
