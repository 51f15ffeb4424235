import { roles } from "#core/content/roles";
import { publishedTestimonials as testimonials } from "#core/content/testimonials";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { DemoCta } from "#app/ui/demo-cta";
import { headTags } from "#app/seo/head";
import { pageLoader } from "#app/routing/page-loader.server";
import { PageIntro } from "#app/ui/page-intro";
import type { Head } from "#app/seo/head";
import { RoleChoice } from "#app/ui/role-choice";
import { TestimonialCard } from "#app/ui/testimonial-card";
import { useRoleFilter } from "#app/ui/use-role-filter";
import { useHydrated } from "#app/ui/use-hydrated";
import { StaticPart } from "#app/ui/static-part";

export const loader = pageLoader({
  namespaces: ["company", "testimonials"],
  head: () => ({
    title: "company.testimonials.meta.title",
    description: "company.testimonials.meta.description",
  }),
});

// Typed by hand: the route exists only in builds that show testimonials (core/paths/page-table.ts),
// so React Router's generated types for it exist only in those.
export const meta = ({ loaderData }: { loaderData?: { head?: Head } }) => headTags(loaderData?.head);

/**
 * The testimonials the build shows: the page exists only when there are some (core/paths/page-table.ts).
 * Only roles someone speaks for are offered as filters.
 */
const rolesWithTestimonials = roles.filter((role) => testimonials.some((item) => item.role === role));

export default function Testimonials() {
  const t = useT();
  const [role, setRole] = useRoleFilter();
  const hydrated = useHydrated();
  const shown = role ? testimonials.filter((item) => item.role === role) : testimonials;
  return (
    <>
      <StaticPart>
        <PageIntro {...copyGroup(t, "company.testimonials", ["eyebrow", "title", "intro"])} />
      </StaticPart>
      <section aria-labelledby="testimonials-count" className="container-page mt-12">
        <RoleChoice
          legend={t("company.testimonials.filter.legend")}
          options={[
            { role: null, label: t("company.testimonials.filter.all") },
            ...rolesWithTestimonials.map((item) => ({
              role: item,
              label: t(`company.testimonials.filter.role.${item}`),
            })),
          ]}
          value={role}
          onChange={setRole}
          disabled={!hydrated}
        />
        <p id="testimonials-count" role="status" aria-live="polite" className="mt-6 font-semibold text-muted">
          {t("company.testimonials.count", { count: shown.length })}
        </p>
        <ul className="mt-4 grid gap-5 extrasm:grid-cols-2 extramd:grid-cols-3">
          {shown.map((item) => (
            <TestimonialCard key={item.id} testimonial={item} withRole />
          ))}
        </ul>
      </section>
      <StaticPart>
        <DemoCta
          {...copyGroup(t, "company.testimonials.cta", ["title", "body"])}
          demoLabel={t("company.cta.demo")}
        />
      </StaticPart>
    </>
  );
}
