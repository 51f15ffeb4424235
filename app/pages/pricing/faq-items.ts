import type { FaqItem } from "#app/ui/faq-list";

/**
 * The pricing page's questions, in the order shown. The page renders them, and the page's head
 * carries the same keys for its FAQPage structured data (app/seo/structured-data.ts): what search
 * engines read is what the visitor reads.
 */
const topics = ["commitment", "activation", "spreadsheets", "switching", "cancellation", "payment"] as const;

export const faqItems: FaqItem[] = topics.map((topic) => ({
  id: topic,
  question: `pricing.faq.${topic}.q`,
  answer: `pricing.faq.${topic}.a`,
}));
