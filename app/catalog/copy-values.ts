import { figures } from "#core/content/figures";

/**
 * Values every feature message may quote: the marketing figures of docs/product.md §7 come from their
 * one source, never retyped in the copy (e.g. "réponse en moins de {responseMinutes} minutes").
 */
export const copyValues = { responseMinutes: figures.responseMinutes } as const;
