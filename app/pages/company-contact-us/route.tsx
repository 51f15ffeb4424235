import { formKeys } from "#app/forms/form-copy.server";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { headTags } from "#app/seo/head";
import { pageLoader } from "#app/routing/page-loader.server";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { PageIntro } from "#app/ui/page-intro";
import type { Route } from "./+types/route";
import { ContactDetails } from "./contact-details";
import { ContactFormSection } from "./contact-form-section";
import { OpeningHours } from "./opening-hours";
import { StaticPart } from "#app/ui/static-part";

export const loader = pageLoader({
  namespaces: ["company", "forms"],
  keep: { forms: formKeys("contact") },
  head: () => ({ title: "company.contact.meta.title", description: "company.contact.meta.description" }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

export default function ContactUs() {
  const t = useT();
  return (
    <>
      <StaticPart>
        <PageIntro {...copyGroup(t, "company.contact", ["eyebrow", "title", "intro"])} />
      </StaticPart>
      <div className="container-page mt-14 grid gap-6 extramd:grid-cols-[3fr_2fr]">
        <ContactFormSection />
        <StaticPart className="grid content-start gap-6">
          <ContactDetails />
          <OpeningHours />
        </StaticPart>
      </div>
      <StaticPart className="container-page mt-6 grid gap-6 extrasm:grid-cols-2">
        <section aria-labelledby="demo-title" className="rounded-3xl bg-brand-soft p-6 sm:p-8">
          <h2 id="demo-title" className="text-xl font-bold">
            {t("company.contact.demo.title")}
          </h2>
          <p className="mt-2 text-muted">{t("company.contact.demo.body")}</p>
          <LocalLink to="/core/demo" className="btn btn-primary mt-5">
            {t("company.cta.demo")} <Icon name="arrow-right" flip className="size-4" />
          </LocalLink>
        </section>
        <section aria-labelledby="support-title" className="rounded-3xl bg-accent-soft p-6 sm:p-8">
          <h2 id="support-title" className="flex items-center gap-2 text-xl font-bold">
            {t("company.contact.support.title")}
          </h2>
          <p className="mt-2 text-muted">{t("company.contact.support.body")}</p>
        </section>
      </StaticPart>
    </>
  );
}
