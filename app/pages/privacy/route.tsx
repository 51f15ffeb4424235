import { useT } from "#app/i18n/use-t";
import { metaKeys, pageMeta } from "#app/seo/page-meta";
import type { Route } from "./+types/route";
import { LegalIntro } from "#app/legal/legal-intro";
import { LegalLayout } from "#app/legal/legal-layout";
import { legalPageLoader } from "#app/legal/legal-keys.server";
import { LegalSection } from "#app/legal/legal-section";
import { useLegalValues } from "#app/legal/legal-values";
import { privacySections, termsSections } from "./privacy-sections";
import { PrivacySummary } from "./privacy-summary";
import { TableOfContents } from "#app/legal/table-of-contents";
import { richMessage } from "#app/legal/rich-message";
import { StaticPart } from "#app/ui/static-part";

export const loader = legalPageLoader({
  head: metaKeys("legal.privacy"),
  prefixes: ["legal.privacy.", "legal.terms."],
});

export const meta: Route.MetaFunction = pageMeta;

/** /core/privacy: the privacy policy (Law 09-08) and, at #terms, the terms of use of the site. */
export default function PrivacyPage() {
  const t = useT();
  const values = useLegalValues();
  const toc = (
    <TableOfContents
      label="legal.privacy.toc"
      groups={[
        { id: "privacy-policy", title: "legal.privacy.heading", sections: privacySections, numbered: true },
        { id: "terms", title: "legal.terms.heading", sections: termsSections, numbered: true },
      ]}
    />
  );
  return (
    <StaticPart>
      <LegalIntro title="legal.privacy.title" intro="legal.privacy.intro" values={values} />
      <LegalLayout toc={toc}>
        <PrivacySummary values={values} />
        <section id="privacy-policy" aria-labelledby="privacy-policy-title" className="mt-14">
          <h2
            id="privacy-policy-title"
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {t("legal.privacy.heading")}
          </h2>
          <div className="mt-8">
            {privacySections.map((section, index) => (
              <LegalSection key={section.id} section={section} values={values} level={3} number={index + 1} />
            ))}
          </div>
        </section>
        <section id="terms" aria-labelledby="terms-title" className="mt-16 border-t border-line pt-14">
          <h2 id="terms-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("legal.terms.heading")}
          </h2>
          <p className="mt-4 text-pretty">{richMessage(t, "legal.terms.intro", values)}</p>
          <div className="mt-8">
            {termsSections.map((section, index) => (
              <LegalSection key={section.id} section={section} values={values} level={3} number={index + 1} />
            ))}
          </div>
        </section>
      </LegalLayout>
    </StaticPart>
  );
}
