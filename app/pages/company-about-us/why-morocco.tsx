import { useT } from "#app/i18n/use-t";
import { CardGrid, copyCards } from "#app/ui/card-grid";
import type { IconName } from "#app/ui/icon";
import { Section } from "#app/ui/section";

const reasons = [
  { id: "law", icon: "file-text" },
  { id: "syndics", icon: "users" },
  { id: "abroad", icon: "globe" },
  { id: "languages", icon: "chat-bubbles" },
] as const satisfies readonly { id: string; icon: IconName }[];

/** Why a Moroccan tool: law 18-00, professional and volunteer syndics, owners abroad, three languages. */
export function WhyMorocco() {
  const t = useT();
  return (
    <Section id="morocco-title" title={t("company.about.morocco.title")} className="container-page mt-20">
      <p className="mt-3 max-w-2xl text-lg text-muted text-pretty">{t("company.about.morocco.intro")}</p>
      <CardGrid
        look="framed"
        className="mt-8 grid gap-4 sm:grid-cols-2"
        cards={copyCards(t, "company.about.morocco", reasons)}
      />
    </Section>
  );
}
