import { useT } from "#app/i18n/use-t";
import type { IconName } from "#app/ui/icon";
import { CardSection } from "#app/ui/card-section";

const reasons = {
  law: "file-text",
  syndics: "users",
  abroad: "globe",
  languages: "chat-bubbles",
} as const satisfies Record<string, IconName>;

/** Why a Moroccan tool: law 18-00, professional and volunteer syndics, owners abroad, three languages. */
export function WhyMorocco() {
  const t = useT();
  return (
    <CardSection
      id="morocco-title"
      prefix="company.about.morocco"
      icons={reasons}
      intro={t("company.about.morocco.intro")}
      look="framed"
      className="container-page mt-20"
      gridClassName="mt-8 grid gap-4 sm:grid-cols-2"
    />
  );
}
