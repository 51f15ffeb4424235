import type { Testimonial } from "#core/content/testimonials";
import { familyKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { SampleBadge } from "#app/ui/sample-badge";

const stars = [1, 2, 3, 4, 5] as const;

/**
 * One customer's words: rating, quote, and who they are (their title names the city). The
 * testimonials page also shows their role beside the rating; the home page's preview does not.
 */
export function TestimonialCard({ testimonial, withRole }: { testimonial: Testimonial; withRole: boolean }) {
  const t = useT();
  const { id, role, rating, initials, sample } = testimonial;
  return (
    <li>
      <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6">
        <div className="flex items-center justify-between gap-3">
          <p
            className="flex gap-0.5 text-accent"
            role="img"
            aria-label={t("testimonials.rating", { rating })}
          >
            {stars.map((n) => (
              <Icon
                key={n}
                name="star"
                className={n <= rating ? "size-5 fill-current" : "size-5 opacity-40"}
              />
            ))}
          </p>
          {withRole ? (
            <p className="flex flex-wrap justify-end gap-2">
              {sample && <SampleBadge />}
              <span className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-ink">
                {t(`testimonials.role.${role}`)}
              </span>
            </p>
          ) : (
            sample && <SampleBadge />
          )}
        </div>
        <blockquote className="mt-4 flex-1 text-lg text-pretty">
          <p>{t(familyKey(`testimonials.${id}.quote`))}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
          <span
            aria-hidden="true"
            dir="ltr"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-on-brand"
          >
            {initials}
          </span>
          <span>
            <span className="block font-semibold">{t(familyKey(`testimonials.${id}.name`))}</span>
            <span className="block text-sm text-muted">{t(familyKey(`testimonials.${id}.title`))}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
