import type { FeatureSlug } from "#core/content/features";
import { useLocale, useT } from "#app/i18n/use-t";
import { copyValues } from "../../catalog/copy-values";
import { stepKey } from "../../catalog/message-keys";

/** How it works, in the three or four steps the copy gives. */
export function FeatureSteps({ slug, count }: { slug: FeatureSlug; count: number }) {
  const t = useT();
  const number = new Intl.NumberFormat(useLocale().numberIntl);
  const steps = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <section id="how" aria-labelledby="how-title" className="container-page pt-14 md:pt-20">
      <h2 id="how-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("features.template.steps.heading")}
      </h2>
      <ol
        className={`mt-8 grid gap-4 sm:grid-cols-2 ${count === 3 ? "extramd:grid-cols-3" : "lg:grid-cols-4"}`}
      >
        {steps.map((step) => (
          <li key={step} className="rounded-2xl border border-line bg-surface p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand"
            >
              {number.format(step)}
            </span>
            <p className="mt-4 text-pretty">{t(stepKey(slug, step), copyValues)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
