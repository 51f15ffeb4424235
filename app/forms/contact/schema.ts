import { z } from "zod/mini";
import { limits } from "../errors";
import { choice, consent, email, optionalPhone, requiredText } from "../fields";

export const contactSubjects = ["sales", "support", "partnership", "press", "other"] as const;

export const contactFields = {
  name: requiredText(),
  email: email(),
  phone: optionalPhone(),
  subject: choice(contactSubjects),
  message: requiredText(limits.message),
  consent: consent(),
};

export const contactSchema = z.object(contactFields);
export type ContactMessage = z.output<typeof contactSchema>;
