import type { PlanPrice } from "#core/content/pricing";
import { useLocale, useT } from "#app/i18n/use-t";
import { formatMad } from "#core/i18n/numbers";

/**
 * A plan's price (core/content/pricing.ts): monthly and yearly, each excluding VAT (HT) and
 * including it (TTC); without a set price, "on quote" and how the price is set. `yearDiscount` is
 * the number of monthly prices a year costs when that is not twelve.
 */
export function PriceBlock({
  price,
  monthsBilledPerYear,
}: {
  price: PlanPrice | undefined;
  monthsBilledPerYear: number;
}) {
  const t = useT();
  const { numberIntl } = useLocale();
  if (!price)
    return (
      <div>
        <p className="text-2xl font-bold text-accent">{t("pricing.price.onQuote")}</p>
        <p className="mt-1 text-sm text-muted">{t("pricing.price.onQuoteNote")}</p>
      </div>
    );
  const periods = [
    { id: "monthly", label: t("pricing.price.monthly"), amount: price.monthly },
    { id: "yearly", label: t("pricing.price.yearly"), amount: price.yearly },
  ] as const;
  return (
    <div>
      <dl className="grid gap-3">
        {periods.map(({ id, label, amount }) => (
          <div key={id}>
            <dt className="text-sm font-medium text-muted">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-price={`${id}-ht`}>
              {t("pricing.price.ht", { amount: formatMad(amount.ht, numberIntl) })}
            </dd>
            <dd className="text-sm text-muted tabular-nums" data-price={`${id}-ttc`}>
              {t("pricing.price.ttc", { amount: formatMad(amount.ttc, numberIntl) })}
            </dd>
          </div>
        ))}
      </dl>
      {monthsBilledPerYear !== 12 && (
        <p className="mt-2 text-sm font-semibold text-accent">
          {t("pricing.price.yearDiscount", { months: monthsBilledPerYear })}
        </p>
      )}
    </div>
  );
}
