import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { PageIntro } from "#app/ui/page-intro";
import { richMessage, type MessageValues } from "./rich-message";

/** The opening of a legal page: its title, what it covers and the date of its current version. */
export function LegalIntro({
  title,
  intro,
  values,
}: {
  title: MessageKey;
  intro: MessageKey;
  values: MessageValues;
}) {
  const t = useT();
  return (
    <PageIntro eyebrow={t("legal.doc.eyebrow")} title={t(title)} intro={t(intro)}>
      <p className="mt-6 text-sm text-muted">{richMessage(t, "legal.doc.lastUpdated", values)}</p>
    </PageIntro>
  );
}
