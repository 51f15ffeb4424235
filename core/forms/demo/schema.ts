import { z } from "zod/mini";
import { localeCodes } from "#core/i18n/locales";
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
import { demoRoles, planIds, sizeLimits } from "./options";
import { timeSlotIds } from "./time-slots";

export { demoRoles, planIds, sizeLimits };

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
  preferredLanguage: choice(localeCodes),
  timeSlots: manyChoices(timeSlotIds),
  message: optionalText(limits.message),
  consent: consent(),
};

export const demoSchema = z.object(demoFields);
export type DemoRequest = z.output<typeof demoSchema>;
