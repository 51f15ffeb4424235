import type { ReactNode } from "react";
import { featureCategories, featureSlugs, featuresIn, type FeatureCategory } from "#core/content/features";
import { categoryName, featureName } from "#app/catalog/message-keys";
import { maxLotsFor } from "#core/content/plan-estimate";
import { defaultPeoplePerLot, getPlan, plans, type Plan } from "#core/content/plans";
import { useLocale, useT } from "#app/i18n/use-t";
import { copyGroup } from "#app/i18n/copy-group";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { formatStorage, numberFormat } from "#core/i18n/numbers";
import { Section } from "#app/ui/section";
import { SectionHeading } from "#app/ui/section-heading";

/** A capability's cell for one plan: a tick, or a dash, each named for screen readers. */
function Included({ yes }: { yes: boolean }) {
  const t = useT();
  return yes ? (
    <>
      <Icon name="check" className="mx-auto size-5 text-brand" />
      <span className="sr-only">{t("pricing.compare.included")}</span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className="text-muted">
        —
      </span>
      <span className="sr-only">{t("pricing.compare.notIncluded")}</span>
    </>
  );
}

/** One row: the capability in its header cell, then one cell per plan. */
function Row({ label, cell }: { label: ReactNode; cell: (plan: Plan) => ReactNode }) {
  return (
    <tr className="border-t border-line">
      <th scope="row" className="py-3 pe-2 text-start font-medium">
        {label}
      </th>
      {plans.map((plan) => (
        <td key={plan.id} className="px-1 py-3 text-center tabular-nums">
          {cell(plan)}
        </td>
      ))}
    </tr>
  );
}

/** A group's name across the table (limits, then each category of the catalog). */
function GroupRow({ id, label }: { id: string; label: string }) {
  return (
    <tr>
      <th id={id} scope="colgroup" colSpan={plans.length + 1} className="pt-8 pb-2 text-start">
        <span className="eyebrow">{label}</span>
      </th>
    </tr>
  );
}

/** The columns' heads: the capability, then each plan's name (they stay in view as the table scrolls). */
function TableHead() {
  const t = useT();
  return (
    <thead>
      <tr>
        <th scope="col" className="sticky top-16 z-10 bg-canvas py-3 pe-2 text-start align-bottom">
          <span className="text-sm font-medium text-muted">{t("pricing.compare.capability")}</span>
        </th>
        {plans.map((plan) => (
          <th
            key={plan.id}
            scope="col"
            className="sticky top-16 z-10 bg-canvas px-0.5 py-3 text-center align-bottom text-sm font-bold sm:text-lg"
          >
            {t(`pricing.plan.${plan.id}.name`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The plans' limits: users, lots, storage, features, help centre, customisation. */
function LimitRows() {
  const t = useT();
  const { numberIntl } = useLocale();
  const number = (value: number) => numberFormat(numberIntl).format(value);
  return (
    <tbody>
      <GroupRow id="compare-limits" label={t("pricing.compare.limits")} />
      <Row label={t("pricing.compare.users")} cell={(plan) => number(plan.maxUsers)} />
      <Row
        label={t("pricing.compare.lots", { perLot: defaultPeoplePerLot })}
        cell={(plan) => number(maxLotsFor(plan))}
      />
      <Row label={t("pricing.compare.storage")} cell={(plan) => formatStorage(plan.storageGb, numberIntl)} />
      <Row
        label={t("pricing.compare.featureCount")}
        cell={(plan) =>
          plan.allFeatures
            ? t("pricing.compare.allFeatures", { count: plan.featureCount })
            : number(plan.featureCount)
        }
      />
      <Row label={t("pricing.compare.helpCenter")} cell={(plan) => <Included yes={plan.helpCenter} />} />
      <Row
        label={t("pricing.compare.customization")}
        cell={(plan) => <Included yes={plan.customization} />}
      />
    </tbody>
  );
}

/** A category of the catalog: its name, then a row per feature, each linking to its page. */
function CategoryRows({ category }: { category: FeatureCategory }) {
  const t = useT();
  return (
    <tbody>
      <GroupRow id={`compare-${category}`} label={t(categoryName(category))} />
      {featuresIn(category).map(({ slug }) => (
        <Row
          key={slug}
          label={
            <LocalLink
              to={`/core/features/${slug}`}
              className="inline-flex min-h-6 items-center underline-offset-4 hover:underline"
            >
              {t(featureName(slug))}
            </LocalLink>
          }
          cell={(plan) => <Included yes={plan.features.includes(slug)} />}
        />
      ))}
    </tbody>
  );
}

/** Why Premium is "all the catalog", and how many features that is today. */
function PremiumNote() {
  const t = useT();
  return (
    <Section
      as="aside"
      level={3}
      id="compare-premium"
      title={t("pricing.compare.premium.title")}
      className="mt-10 max-w-3xl rounded-2xl border border-line bg-surface p-6"
      titleClassName="text-lg font-bold"
    >
      <p className="mt-2 text-muted text-pretty">
        {t("pricing.compare.premium.body", { count: featureSlugs.length })}
      </p>
    </Section>
  );
}

/**
 * Every capability a row, ticked per plan (docs/product.md §6, decision 032): the limits from
 * core/content/plans.ts, then each feature of the catalog by category. Four narrow columns fit a
 * 390 px phone; the plans' names stay in view under the site's header while the table scrolls by.
 */
export function CompareTable() {
  const t = useT();
  return (
    <section id="compare" aria-labelledby="compare-title" className="container-page pt-14 md:pt-20">
      <SectionHeading
        id="compare-title"
        width="wide"
        {...copyGroup(t, "pricing.compare", ["eyebrow", "title", "intro"], {
          basic: getPlan("basic").featureCount,
          standard: getPlan("standard").featureCount,
        })}
      />
      <table className="mt-8 w-full table-fixed border-collapse text-sm sm:text-base">
        <caption className="sr-only">{t("pricing.compare.caption")}</caption>
        <colgroup>
          <col className="w-[37%] sm:w-1/2" />
          {plans.map((plan) => (
            <col key={plan.id} />
          ))}
        </colgroup>
        <TableHead />
        <LimitRows />
        {featureCategories.map((category) => (
          <CategoryRows key={category} category={category} />
        ))}
      </table>
      <PremiumNote />
    </section>
  );
}
