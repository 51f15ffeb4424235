import { useT } from "#app/i18n/use-t";
import { Panel } from "#app/ui/panel";

const slots = ["weekdays", "saturday", "sunday", "support"] as const;

/** Opening hours, in Morocco's time (the copy names it; the time-zone id is for code only), and 24/7 support. */
export function OpeningHours() {
  const t = useT();
  return (
    <Panel id="hours-title" title={t("company.contact.hours.title")} icon="clock" iconTone="accent">
      <dl className="mt-6 divide-y divide-line">
        {slots.map((slot) => (
          <div key={slot} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
            <dt className="text-muted">{t(`company.contact.hours.${slot}`)}</dt>
            <dd className="font-semibold">{t(`company.contact.hours.${slot}.time`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted">{t("company.contact.hours.timezone")}</p>
    </Panel>
  );
}
