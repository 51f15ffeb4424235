import { roles } from "#core/content/roles";
import { site, type StoreRating } from "#core/content/site";
import { publishedTestimonials as testimonials } from "#core/content/testimonials";
import { formatRating } from "#core/i18n/numbers";
import { useLocale, useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { DemoCta } from "#app/ui/demo-cta";
import { headTags } from "#app/seo/head";
import { pageLoader } from "#app/routing/page-loader.server";
import { PageIntro } from "#app/ui/page-intro";
import { Panel } from "#app/ui/panel";
import { LocalLink } from "#app/ui/local-link";
import type { Route } from "./+types/route";
import { RoleChoice } from "#app/ui/role-choice";
import { TestimonialCard } from "#app/ui/testimonial-card";
import { useRoleFilter } from "#app/ui/use-role-filter";
import { useHydrated } from "#app/ui/use-hydrated";
import { StaticPart } from "#app/ui/static-part";

/**
 * /core/company/testimonials always exists (decision 053). With testimonials to show, it shows
 * them; until then it says so, and offers what a buyer can check: to be put in touch with a
 * residence that uses Urbis (the contact form, subject `reference`), and the apps' ratings on the
 * stores, each with its store link, when their settings are set.
 */
const copyOf = testimonials.length > 0 ? "company.testimonials" : "company.testimonials.empty";

export const loader = pageLoader({
  namespaces: ["company", "testimonials"],
  head: () =>
    testimonials.length > 0
      ? { title: "company.testimonials.meta.title", description: "company.testimonials.meta.description" }
      : {
          title: "company.testimonials.empty.meta.title",
          description: "company.testimonials.empty.meta.description",
        },
});

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

/** Only roles someone speaks for are offered as filters. */
const rolesWithTestimonials = roles.filter((role) => testimonials.some((item) => item.role === role));

/** The stores whose link and rating are both set: a rating is shown only where it can be checked. */
const ratedStores: { store: string; url: string; rating: StoreRating }[] = [
  { store: "App Store", url: site.stores.appStore, rating: site.storeRatings.appStore },
  { store: "Google Play", url: site.stores.googlePlay, rating: site.storeRatings.googlePlay },
].flatMap(({ store, url, rating }) => (url && rating ? [{ store, url, rating }] : []));

function TestimonialList() {
  const t = useT();
  const [role, setRole] = useRoleFilter();
  const hydrated = useHydrated();
  const shown = role ? testimonials.filter((item) => item.role === role) : testimonials;
  return (
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
  );
}

/** The request to talk to a residence that uses Urbis: the contact form, its subject chosen. */
function ReferenceRequest() {
  const t = useT();
  return (
    <Panel anchor="reference" title={t("company.testimonials.reference.title")} icon="chat-bubbles">
      <p className="mt-4 max-w-2xl text-pretty">{t("company.testimonials.reference.body")}</p>
      <LocalLink
        to="/core/company/contact-us?subject=reference#contact-form"
        className="btn btn-primary mt-6 inline-flex"
      >
        {t("company.testimonials.reference.action")}
      </LocalLink>
    </Panel>
  );
}

/** The apps' ratings as the stores show them, each with the link to check it there. */
function StoreRatings() {
  const t = useT();
  const { numberIntl: intl } = useLocale();
  if (ratedStores.length === 0) return null;
  return (
    <Panel anchor="ratings" title={t("company.testimonials.ratings.title")} icon="star">
      <p className="mt-4 text-pretty">{t("company.testimonials.ratings.intro")}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {ratedStores.map(({ store, url, rating }) => (
          <div key={store} data-store={store} className="rounded-2xl border border-line p-5">
            <dt className="font-semibold">
              <bdi>{store}</bdi>
            </dt>
            <dd className="mt-1 text-3xl font-bold tracking-tight text-brand tabular-nums">
              {t("company.testimonials.ratings.value", { rating: formatRating(rating.rating, intl) })}
            </dd>
            <dd className="text-muted">{t("company.testimonials.ratings.count", { count: rating.count })}</dd>
            <dd className="mt-3">
              <a href={url} rel="noopener" className="font-medium underline underline-offset-4">
                {t("company.testimonials.ratings.check", { store })}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export default function Testimonials() {
  const t = useT();
  return (
    <>
      <StaticPart>
        <PageIntro {...copyGroup(t, copyOf, ["eyebrow", "title", "intro"])} />
      </StaticPart>
      {testimonials.length > 0 ? (
        <TestimonialList />
      ) : (
        <StaticPart className="container-page mt-12 grid gap-6">
          <ReferenceRequest />
          <StoreRatings />
        </StaticPart>
      )}
      <StaticPart>
        <DemoCta
          {...copyGroup(t, "company.testimonials.cta", ["title", "body"])}
          demoLabel={t("company.cta.demo")}
        />
      </StaticPart>
    </>
  );
}
