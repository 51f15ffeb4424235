import { featuredTestimonials } from "#core/content/testimonials";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { ArrowLink } from "#app/ui/arrow-link";
import { Band } from "#app/ui/band";
import { TestimonialCard } from "#app/ui/testimonial-card";
import { SectionHeading } from "#app/ui/section-heading";

/** The featured testimonials; the home page leaves the section out when the build has none. */
export function TestimonialsPreview() {
  const t = useT();
  return (
    <Band labelledBy="home-testimonials" className="bg-sunken" padding="py-20 md:py-24">
      <div className="flex flex-col gap-6 extramd:flex-row extramd:items-end extramd:justify-between">
        <SectionHeading id="home-testimonials" {...copyGroup(t, "home.testimonials", ["eyebrow", "title"])} />
        <ArrowLink
          to="/core/company/testimonials"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:underline"
        >
          {t("home.testimonials.all")}
        </ArrowLink>
      </div>
      <ul className="mt-12 grid gap-5 extramd:grid-cols-3">
        {featuredTestimonials.map((item) => (
          <TestimonialCard key={item.id} testimonial={item} withRole={false} />
        ))}
      </ul>
    </Band>
  );
}
