import { minutesCopy } from "./minutes-copy";

/**
 * The languages the templates are made in: those their words are written in (French and Arabic,
 * the languages a co-ownership's minutes and accounts are kept in in Morocco). The English page
 * offers both.
 */
export type TemplateLanguage = keyof typeof minutesCopy;
export const templateLanguages = Object.keys(minutesCopy) as TemplateLanguage[];
