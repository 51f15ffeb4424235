import { featuredTestimonials } from "#core/content/testimonials";
import type { MessageKey } from "#core/i18n/keys";
import { SampleBadge } from "#app/ui/sample-badge";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { SectionHeading } from "./section-heading";

const stars = [1, 2, 3, 4, 5] as const;

/** The featured testimonials; the home page leaves the section out when the build has none. */
export function TestimonialsPreview() {
  const t = useT();
  return (
    <section aria-labelledby="home-testimonials" className="bg-sunken">
      <div className="container-page py-20 md:py-24">
        <div className="flex flex-col gap-6 extramd:flex-row extramd:items-end extramd:justify-between">
          <SectionHeading
            id="home-testimonials"
            eyebrow={t("home.testimonials.eyebrow")}
            title={t("home.testimonials.title")}
          />
          <LocalLink
            to="/core/company/testimonials"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:underline"
          >
            {t("home.testimonials.all")}
            <Icon name="arrow-right" flip className="size-4" />
          </LocalLink>
        </div>
        <ul className="mt-12 grid gap-5 extramd:grid-cols-3">
          {featuredTestimonials.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6">
                <div className="flex items-center justify-between gap-3">
                  <p
                    className="flex gap-0.5 text-accent"
                    role="img"
                    aria-label={t("testimonials.rating", { rating: item.rating })}
                  >
                    {stars.map((n) => (
                      <Icon
                        key={n}
                        name="star"
                        className={n <= item.rating ? "size-5 fill-current" : "size-5 opacity-40"}
                      />
                    ))}
                  </p>
                  {item.sample && <SampleBadge />}
                </div>
                <blockquote className="mt-4 flex-1 text-lg text-pretty">
                  <p>{t(`testimonials.${item.id}.quote` as MessageKey)}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
                  <span
                    aria-hidden="true"
                    dir="ltr"
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-on-brand"
                  >
                    {item.initials}
                  </span>
                  <span>
                    <span className="block font-semibold">
                      {t(`testimonials.${item.id}.name` as MessageKey)}
                    </span>
                    <span className="block text-sm text-muted">
                      {t(`testimonials.${item.id}.title` as MessageKey)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
