import { useT } from "#app/i18n/use-t";
import { CheckList } from "#app/ui/check-list";
import { Section } from "#app/ui/section";
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
    <Section
      id="summary-title"
      title={t("legal.privacy.summary.title")}
      className="rounded-2xl bg-brand-soft p-5 sm:p-8"
      titleClassName="text-xl font-bold text-ink"
    >
      <CheckList
        className="mt-4 space-y-3 text-pretty text-ink"
        items={points.map((key) => ({ id: key, text: richMessage(t, key, values) }))}
      />
    </Section>
  );
}
