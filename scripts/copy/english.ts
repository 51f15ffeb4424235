import { mapText } from "./icu-text";
import { keepTextNumbersWhole } from "./text-numbers";

/**
 * British spelling for the English copy (docs/glossary.md, "Writing conventions"): -ise, not -ize
 * (organise, authorisation), -our, -re, adviser, catalogue, enrol, cancelled, licence as a noun,
 * programme (a computer program keeps its spelling).
 */

/** American → British, whole words, lower case (the case of the copy is kept when replacing). */
export const britishSpelling: Record<string, string> = {
  advisor: "adviser",
  advisors: "advisers",
  behavior: "behaviour",
  behaviors: "behaviours",
  canceled: "cancelled",
  canceling: "cancelling",
  catalog: "catalogue",
  catalogs: "catalogues",
  center: "centre",
  centers: "centres",
  centered: "centred",
  color: "colour",
  colors: "colours",
  colored: "coloured",
  defense: "defence",
  enroll: "enrol",
  enrollment: "enrolment",
  enrollments: "enrolments",
  favor: "favour",
  favorite: "favourite",
  favorites: "favourites",
  fulfill: "fulfil",
  fulfillment: "fulfilment",
  gray: "grey",
  honor: "honour",
  labeled: "labelled",
  labeling: "labelling",
  labor: "labour",
  modeled: "modelled",
  modeling: "modelling",
  neighbor: "neighbour",
  neighbors: "neighbours",
  neighborhood: "neighbourhood",
  traveled: "travelled",
  traveler: "traveller",
  travelers: "travellers",
  traveling: "travelling",
  cancelation: "cancellation",
  cancelations: "cancellations",
};

/**
 * Words in -ize/-yze that are spelled so in British English too (size, prize, seize…); any other
 * -ize word is the American form of an -ise word.
 */
export const izeWordsKeptInBritish = new Set([
  "size",
  "sizes",
  "sized",
  "sizing",
  "resize",
  "resized",
  "resizing",
  "oversized",
  "downsize",
  "downsized",
  "prize",
  "prizes",
  "prized",
  "seize",
  "seized",
  "seizes",
  "seizing",
  "capsize",
  "capsized",
  "maize",
  "citizen",
  "citizens",
  "wizard",
  "belize",
]);

const izeForm = /^(\p{L}+)(iz|yz)(e|es|ed|ing|er|ers|ation|ations|able)$/u;

/** The British spelling of one word, or undefined when it has none of its own. */
export function britishOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  let british = britishSpelling[lower];
  if (!british && !izeWordsKeptInBritish.has(lower)) {
    const ize = izeForm.exec(lower);
    if (ize && (ize[1] ?? "").length >= 3) british = `${ize[1]}${ize[2] === "iz" ? "is" : "ys"}${ize[3]}`;
  }
  if (!british) return undefined;
  if (word === word.toUpperCase() && word.length > 1) return british.toUpperCase();
  if (word[0] === word[0]?.toUpperCase()) return british[0]?.toUpperCase() + british.slice(1);
  return british;
}

const words = /\p{L}+/gu;

/** The American spellings in a text: each word, as written. */
export function americanWords(text: string): string[] {
  return [...text.matchAll(words)].map((m) => m[0]).filter((word) => britishOf(word) !== undefined);
}

/** One English ICU message in British spelling, its syntax untouched. Idempotent. */
export function fixEnglish(message: string): string {
  return mapText(message, (text) =>
    keepTextNumbersWhole(text.replace(words, (word) => britishOf(word) ?? word)),
  );
}
