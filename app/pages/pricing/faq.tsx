import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { Icon } from "#app/ui/icon";
import { faqItems } from "./faq-items";
import { SectionHeading } from "#app/ui/section-heading";

/** Questions and answers that open without script (<details>), the same as the page's FAQPage data. */
export function Faq() {
  const t = useT();
  return (
    <section id="faq" aria-labelledby="faq-title" className="container-page pt-14 md:pt-20">
      <SectionHeading id="faq-title" width="wide" {...copyGroup(t, "pricing.faq", ["eyebrow", "title"])} />
      <div className="mt-8 max-w-3xl divide-y divide-line border-y border-line">
        {faqItems.map((item) => (
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
    </section>
  );
}
