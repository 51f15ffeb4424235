import { maxLotsFor } from "#core/content/plan-estimate";
import { defaultPeoplePerLot, plans } from "#core/content/plans";
import { useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { pageLoader } from "#app/routing/page-loader.server";
import { headTags } from "#app/seo/head";
import { Icon } from "#app/ui/icon";
import { DemoCta } from "#app/ui/demo-cta";
import { PageIntro } from "#app/ui/page-intro";
import { Panel } from "#app/ui/panel";
import { StaticPart } from "#app/ui/static-part";
import { WhatsAppLink } from "#app/ui/whatsapp-link";
import type { Route } from "./+types/route";
import { CompareTable } from "./compare-table";
import { Estimator } from "./estimator";
import { Faq } from "./faq";
import { faqItems } from "./faq-items";
import { PlanOffers } from "./plan-offers";

const page = pageLoader({
  namespaces: ["pricing"],
  head: () => ({ title: "pricing.meta.title", description: "pricing.meta.description" }),
});

/** Runs at build time: the copy, and the head with the questions of the FAQPage data. */
export function loader(args: Route.LoaderArgs) {
  const data = page(args);
  return {
    ...data,
    head: { ...data.head, faq: faqItems.map(({ question, answer }) => ({ question, answer })) },
  };
}

/** The page's parts, in order, each an in-page link of its opening (plain anchors: no script). */
const sections = ["plans", "estimate", "compare", "faq"] as const;

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

/**
 * The estimator's reading without script: how many lots each plan covers at the stated default
 * people per lot (core/content/plans.ts), the same figures as the comparison table's.
 */
function EstimateRule() {
  const t = useT();
  return (
    <Panel id="rule-title" title={t("pricing.rule.title")} icon="building" titleSize="small">
      <ul className="mt-5 space-y-3">
        {plans.map((plan) => (
          <li key={plan.id} className="flex gap-3 text-lg">
            <Icon name="check" className="mt-1 size-5 shrink-0 text-brand" />
            <span>
              {t("pricing.rule.plan", { plan: t(`pricing.plan.${plan.id}.name`), lots: maxLotsFor(plan) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm text-muted text-pretty">
        {t("pricing.rule.basis", { perLot: defaultPeoplePerLot })}
      </p>
    </Panel>
  );
}

/**
 * /core/pricing (docs/product.md §2, decision 032): the plans and their prices, the estimator, the
 * comparison of every capability, the questions buyers ask. Only the estimator hydrates; the rest
 * is kept as prerendered (StaticPart).
 */
export default function PricingPage() {
  const t = useT();
  return (
    <>
      <StaticPart>
        <PageIntro eyebrow={t("pricing.eyebrow")} title={t("pricing.title")} intro={t("pricing.intro")}>
          <nav aria-label={t("pricing.toc.label")} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {sections.map((section) => (
                <li key={section}>
                  <a
                    href={`#${section}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-medium hover:border-brand"
                  >
                    {t(`pricing.toc.${section}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </PageIntro>
        <PlanOffers />
      </StaticPart>
      <div className="container-page grid items-start gap-6 pt-14 md:pt-20 extramd:grid-cols-[3fr_2fr]">
        <Estimator />
        <StaticPart className="contents">
          <EstimateRule />
        </StaticPart>
      </div>
      <StaticPart>
        <CompareTable />
        <Faq />
        <DemoCta
          id="pricing-cta"
          layout="beside-row"
          {...copyGroup(t, "pricing.cta", ["title", "body"])}
          demoLabel={t("pricing.cta.primary")}
          secondary={{ to: "/core/company/contact-us", label: t("pricing.cta.secondary") }}
        >
          <WhatsAppLink message="whatsapp.message.pricing" />
        </DemoCta>
      </StaticPart>
    </>
  );
}
