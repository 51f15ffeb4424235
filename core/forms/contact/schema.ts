import { z } from "zod/mini";
import { limits } from "../errors";
import { choice, consent, email, optionalPhone, requiredText } from "../fields";
import { contactSubjects } from "./options";

export { contactSubjects };

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
