import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { richMessage, type MessageValues } from "#app/legal/rich-message";

const points = [
  "legal.privacy.summary.collect",
  "legal.privacy.summary.tracking",
  "legal.privacy.summary.sale",
  "legal.privacy.summary.rights",
] as const;

/** The policy in four sentences, before the clauses. */
export function PrivacySummary({ values }: { values: MessageValues }) {
  const t = useT();
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl bg-brand-soft p-5 sm:p-8">
      <h2 id="summary-title" className="text-xl font-bold text-ink">
        {t("legal.privacy.summary.title")}
      </h2>
      <ul className="mt-4 space-y-3">
        {points.map((key) => (
          <li key={key} className="flex gap-3">
            <Icon name="check" className="mt-1 size-5 shrink-0 text-brand" />
            <span className="text-pretty text-ink">{richMessage(t, key, values)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
