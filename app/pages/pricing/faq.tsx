import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { FaqList } from "#app/ui/faq-list";
import { faqItems } from "./faq-items";
import { SectionHeading } from "#app/ui/section-heading";

/** The questions buyers ask about plans and prices, the same as the page's FAQPage data. */
export function Faq() {
  const t = useT();
  return (
    <section id="faq" aria-labelledby="faq-title" className="container-page pt-14 md:pt-20">
      <SectionHeading id="faq-title" width="wide" {...copyGroup(t, "pricing.faq", ["eyebrow", "title"])} />
      <FaqList items={faqItems} className="mt-8" />
    </section>
  );
}
