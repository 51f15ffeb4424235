import { z } from "zod/mini";
import { limits } from "../errors";
import { consent, email, optionalPhone, optionalText } from "../fields";

/** Enough to find the account (its e-mail, and the phone if it has one); never an ID number. */
export const deletionFields = {
  email: email(),
  phone: optionalPhone(),
  reason: optionalText(limits.reason),
  consent: consent(),
};

export const deletionSchema = z.object(deletionFields);
export type DeletionRequest = z.output<typeof deletionSchema>;
