import { z } from "zod/mini";
import { localeCodes } from "#app/i18n/locales";
import { limits } from "../errors";
import {
  choice,
  consent,
  email,
  manyChoices,
  optionalChoice,
  optionalText,
  requiredPhone,
  requiredText,
  wholeNumber,
} from "../fields";
import { countryCodes } from "./countries";
import { timeSlotIds } from "./time-slots";

/** The six roles of the platform, plus the people who build residences and everyone else. */
export const demoRoles = [
  "SYNDIC",
  "MANAGER",
  "DEVELOPER",
  "OWNER",
  "RESIDENT",
  "STAFF",
  "SECURITY",
  "OTHER",
] as const;

export const planIds = ["basic", "standard", "premium"] as const;

/** Units or users: one home up to a large portfolio (beyond the largest plan is welcome too). */
export const sizeLimits = { min: 1, max: 1_000_000 } as const;

export const demoFields = {
  firstName: requiredText(),
  lastName: requiredText(),
  email: email(),
  phone: requiredPhone(),
  company: requiredText(),
  city: requiredText(),
  country: choice(countryCodes),
  role: choice(demoRoles),
  size: wholeNumber(sizeLimits.min, sizeLimits.max),
  plan: optionalChoice(planIds),
  preferredLanguage: choice(localeCodes as ["fr", "en", "ar"]),
  timeSlots: manyChoices(timeSlotIds),
  message: optionalText(limits.message),
  consent: consent(),
};

export const demoSchema = z.object(demoFields);
export type DemoRequest = z.output<typeof demoSchema>;
