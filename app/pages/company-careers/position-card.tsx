import type { Position } from "#core/content/careers";
import { site } from "#core/content/site";
import { familyKey, type MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";

/** An open position: what it is, where, and a link that opens an e-mail with the subject filled in. */
export function PositionCard({ position }: { position: Position }) {
  const t = useT();
  const title = t(familyKey(`company.careers.position.${position.id}.title`));
  const subject = t("company.careers.apply.subject", { title });
  const details: { label: MessageKey; value: MessageKey }[] = [
    { label: "company.careers.label.team", value: `company.careers.team.${position.team}` },
    {
      label: "company.careers.label.location",
      value: `company.careers.location.${position.location}`,
    },
    { label: "company.careers.label.type", value: `company.careers.type.${position.type}` },
  ];
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-surface p-6">
      <h3 className="text-xl font-semibold tracking-tight">{title}</h3>
      <dl className="mt-3 flex flex-wrap gap-2 text-sm">
        {details.map(({ label, value }) => (
          <div key={label} className="rounded-full bg-sunken px-3 py-1">
            <dt className="sr-only">{t(label)}</dt>
            <dd className="font-medium text-ink">{t(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 grow text-muted text-pretty">
        {t(familyKey(`company.careers.position.${position.id}.summary`))}
      </p>
      <a
        href={`mailto:${site.contact.email}?subject=${encodeURIComponent(subject)}`}
        aria-label={t("company.careers.apply.label", { title })}
        className="btn btn-secondary mt-6 self-start"
      >
        <Icon name="mail" className="size-4" />
        {t("company.careers.apply.button")}
      </a>
    </li>
  );
}
