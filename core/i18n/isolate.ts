/**
 * Wraps a left-to-right value (e-mail, phone, reference) in Unicode isolates, the plain-text form of
 * <bdi>: inside Arabic text it keeps its own direction and does not scramble the sentence.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;
