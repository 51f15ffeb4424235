/** What a contact message is about: rendered by the page, checked by the schema. */
export const contactSubjects = ["sales", "support", "partnership", "press", "other"] as const;
