import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Icon } from "./icon";

/** A question and its answer, by their message keys; `id` makes the question linkable (`#faq-<id>`). */
export type FaqItem = { id: string; question: MessageKey; answer: MessageKey };

/**
 * Questions that open without script (<details>). The page's head carries the same keys for its
 * FAQPage structured data (app/seo/structured-data.ts): what search engines read is what the
 * visitor reads.
 */
export function FaqList({ items, className = "" }: { items: readonly FaqItem[]; className?: string }) {
  const t = useT();
  return (
    <div className={`max-w-3xl divide-y divide-line border-y border-line ${className}`}>
      {items.map((item) => (
        <details key={item.id} id={`faq-${item.id}`} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
            <span>{t(item.question)}</span>
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 text-muted text-pretty">{t(item.answer)}</p>
        </details>
      ))}
    </div>
  );
}
