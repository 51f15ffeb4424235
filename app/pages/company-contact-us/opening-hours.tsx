import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { Section } from "#app/ui/section";

const slots = ["weekdays", "saturday", "sunday", "support"] as const;

/** Opening hours, in Morocco's time (the copy names it; the time-zone id is for code only), and 24/7 support. */
export function OpeningHours() {
  const t = useT();
  return (
    <Section
      id="hours-title"
      title={
        <>
          <Icon name="clock" className="size-6 text-accent" />
          {t("company.contact.hours.title")}
        </>
      }
      className="rounded-3xl border border-line bg-surface p-6 sm:p-8"
      titleClassName="flex items-center gap-3 text-2xl font-bold tracking-tight"
    >
      <dl className="mt-6 divide-y divide-line">
        {slots.map((slot) => (
          <div key={slot} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
            <dt className="text-muted">{t(`company.contact.hours.${slot}` as MessageKey)}</dt>
            <dd className="font-semibold">{t(`company.contact.hours.${slot}.time` as MessageKey)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted">{t("company.contact.hours.timezone")}</p>
    </Section>
  );
}
