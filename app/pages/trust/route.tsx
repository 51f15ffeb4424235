import { useT } from "#app/i18n/use-t";
import { LegalLayout } from "#app/legal/legal-layout";
import { LegalSection } from "#app/legal/legal-section";
import { TableOfContents } from "#app/legal/table-of-contents";
import { pageLoader } from "#app/routing/page-loader.server";
import { headTags } from "#app/seo/head";
import { PageIntro } from "#app/ui/page-intro";
import { StaticPart } from "#app/ui/static-part";
import type { Route } from "./+types/route";
import { trustSections } from "./trust-sections";
import { useTrustValues } from "./trust-values";

export const loader = pageLoader({
  namespaces: ["trust", "figures"],
  keep: { figures: (key) => key === "figures.basis" },
  head: () => ({ title: "trust.meta.title", description: "trust.meta.description" }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

/**
 * /core/trust: Law 09-08 and the company's references, hosting and subprocessors, retention,
 * security, what the availability figure means, and whom to contact. Nothing on it changes once
 * rendered: the whole page is kept as prerendered (no script hydrates it).
 */
export default function TrustPage() {
  const t = useT();
  const values = useTrustValues();
  return (
    <StaticPart>
      <PageIntro eyebrow={t("trust.eyebrow")} title={t("trust.title")} intro={t("trust.intro")} />
      <LegalLayout toc={<TableOfContents label="trust.toc" groups={[{ sections: trustSections }]} />}>
        {trustSections.map((section) => (
          <LegalSection key={section.id} section={section} values={values} level={2} />
        ))}
      </LegalLayout>
    </StaticPart>
  );
}
