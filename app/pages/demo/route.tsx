import { useMemo } from "react";
import { figures } from "#core/content/figures";
import { countryOptions } from "#core/forms/demo/countries";
import { DemoForm } from "#app/forms/demo/demo-form";
import { formKeys } from "#app/forms/form-copy.server";
import { formatSlotHours, timeSlots } from "#core/forms/demo/time-slots";
import { getLocale } from "#core/i18n/locales";
import { useT } from "#app/i18n/use-t";
import { headTags } from "#app/seo/head";
import { pageLoader } from "#app/routing/page-loader.server";
import { pack, unpack } from "#app/i18n/packed";
import type { IconName } from "#app/ui/icon";
import { CheckList } from "#app/ui/check-list";
import { PageIntro } from "#app/ui/page-intro";
import { Section } from "#app/ui/section";
import type { Route } from "./+types/route";
import { NumberedSteps } from "#app/ui/numbered-steps";
import { StaticPart } from "#app/ui/static-part";
import { WhatsAppLink } from "#app/ui/whatsapp-link";
import { site } from "#core/content/site";

const page = pageLoader({
  namespaces: ["pages", "forms"],
  keep: { forms: formKeys("demo") },
  head: () => ({ title: "page.demo.meta.title", description: "page.demo.intro" }),
});

/** Runs at build time: the copy, plus country names and call hours in the page's language. */
export function loader(args: Route.LoaderArgs) {
  const data = page(args);
  const { intl } = getLocale(data.head.locale);
  return {
    ...data,
    form: {
      countries: pack(countryOptions(intl)),
      slots: timeSlots.map((slot) => ({ id: slot.id, hours: formatSlotHours(slot, intl) })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

const steps = ["call", "prepare", "show"] as const;
const assurances = [
  { id: "free", icon: "check" },
  { id: "support", icon: "headset" },
  { id: "properties", icon: "building" },
  { id: "privacy", icon: "shield" },
] as const satisfies readonly { id: string; icon: IconName }[];

export default function DemoPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { form } = loaderData;
  const countries = useMemo(() => unpack(form.countries), [form.countries]);
  return (
    <>
      <StaticPart>
        <PageIntro
          eyebrow={t("forms.demo.page.eyebrow")}
          title={t("page.demo.title")}
          intro={t("page.demo.intro")}
        />
      </StaticPart>
      <div className="container-page grid gap-12 py-12 md:py-16 extramd:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <Section id="demo-form-title" title={t("forms.demo.form.title")} titleClassName="sr-only">
          <DemoForm countries={countries} slots={form.slots} />
        </Section>
        <aside>
          <StaticPart className="space-y-10">
            <Section
              id="demo-next-title"
              title={t("forms.demo.next.title")}
              titleClassName="text-xl font-bold"
            >
              <NumberedSteps
                className="mt-4 space-y-4"
                steps={steps.map((step) => ({
                  id: step,
                  content: (
                    <>
                      <span className="block font-semibold">{t(`forms.demo.next.${step}.title`)}</span>
                      <span className="block text-sm text-muted">{t(`forms.demo.next.${step}.body`)}</span>
                    </>
                  ),
                }))}
              />
            </Section>
            <Section
              id="demo-why-title"
              title={t("forms.demo.assure.title")}
              className="rounded-2xl border border-line bg-surface p-5"
              titleClassName="text-lg font-bold"
            >
              <CheckList
                size="plan"
                className="mt-4 space-y-3 text-sm"
                items={assurances.map(({ id, icon }) => ({
                  id,
                  icon,
                  text: t(`forms.demo.assure.${id}`, { count: figures.properties }),
                }))}
              />
            </Section>
            {site.contact.whatsapp && (
              <Section
                id="demo-whatsapp-title"
                title={t("page.demo.whatsapp")}
                titleClassName="text-lg font-bold"
              >
                <WhatsAppLink message="whatsapp.message.demo" className="mt-4" />
              </Section>
            )}
          </StaticPart>
        </aside>
      </div>
    </>
  );
}
