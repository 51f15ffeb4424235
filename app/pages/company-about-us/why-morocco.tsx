import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Icon, type IconName } from "#app/ui/icon";

const reasons: { id: string; icon: IconName }[] = [
  { id: "law", icon: "file-text" },
  { id: "syndics", icon: "users" },
  { id: "abroad", icon: "globe" },
  { id: "languages", icon: "chat-bubbles" },
];

/** Why a Moroccan tool: law 18-00, professional and volunteer syndics, owners abroad, three languages. */
export function WhyMorocco() {
  const t = useT();
  return (
    <section aria-labelledby="morocco-title" className="container-page mt-20">
      <h2 id="morocco-title" className="text-3xl font-bold tracking-tight">
        {t("company.about.morocco.title")}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted text-pretty">{t("company.about.morocco.intro")}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {reasons.map(({ id, icon }) => (
          <li key={id} className="rounded-2xl border border-line bg-surface p-6">
            <Icon name={icon} className="size-7 text-accent" />
            <h3 className="mt-4 text-xl font-semibold">
              {t(`company.about.morocco.${id}.title` as MessageKey)}
            </h3>
            <p className="mt-2 text-muted text-pretty">
              {t(`company.about.morocco.${id}.body` as MessageKey)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
