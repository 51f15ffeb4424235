/** The marketing figures of docs/product.md §7 — their only source. Copy formats them per language. */
export const figures = {
  properties: 500, // "over 500 properties across the kingdom"
  uptime: 0.999,
  responseMinutes: 2,
  appRating: 4.9,
  costReduction: 0.4,
  residentSatisfaction: 0.85,
} as const;
