import { useT } from "#app/i18n/use-t";

/**
 * "Sample", on content written to show the layout (a testimonial nobody said), which only a preview
 * build shows (URBIS_PUBLIC_SHOW_SAMPLES=true, decision 033). Its copy is in `testimonials`.
 */
export function SampleBadge() {
  const t = useT();
  return (
    <span className="rounded-full border border-dashed border-accent px-3 py-1 text-sm font-semibold text-ink">
      {t("testimonials.sample")}
    </span>
  );
}
