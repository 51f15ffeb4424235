import { formKeys } from "#app/forms/form-copy.server";
import { metaKeys, pageMeta } from "#app/seo/page-meta";
import { LegalIntro } from "#app/legal/legal-intro";
import { LegalLayout } from "#app/legal/legal-layout";
import { legalPageLoader } from "#app/legal/legal-keys.server";
import { LegalSection } from "#app/legal/legal-section";
import { useLegalValues } from "#app/legal/legal-values";
import { richMessage } from "#app/legal/rich-message";
import { TableOfContents } from "#app/legal/table-of-contents";
import { useT } from "#app/i18n/use-t";
import type { Route } from "./+types/route";
import { DeletionRequest } from "./deletion-request";
import { deletionRequestSection, howToSections, whatHappensSections } from "./deletion-sections";
import { StaticPart } from "#app/ui/static-part";

export const loader = legalPageLoader({
  head: metaKeys("legal.delete"),
  prefixes: ["legal.delete."],
  forms: formKeys("deletion"),
});

export const meta: Route.MetaFunction = pageMeta;

/**
 * /core/delete-my-account: who may delete an account, how (app or web), what is erased and kept,
 * and how long it takes — what app stores require of an account-deletion page.
 */
export default function DeleteAccountPage() {
  const t = useT();
  const values = useLegalValues();
  const toc = (
    <StaticPart>
      <TableOfContents
        label="legal.delete.toc"
        groups={[{ sections: [...howToSections, deletionRequestSection, ...whatHappensSections] }]}
      />
    </StaticPart>
  );
  return (
    <>
      <StaticPart>
        <LegalIntro title="legal.delete.title" intro="legal.delete.intro" values={values} />
      </StaticPart>
      <LegalLayout toc={toc}>
        <StaticPart>
          {howToSections.map((section) => (
            <LegalSection key={section.id} section={section} values={values} level={2} />
          ))}
        </StaticPart>
        <DeletionRequest values={values} />
        {/* Its first section is the wrapper's first child (no top margin of its own): the wrapper has it. */}
        <StaticPart className="mt-12">
          {whatHappensSections.map((section) => (
            <LegalSection key={section.id} section={section} values={values} level={2} />
          ))}
          <p className="mt-10 text-pretty text-muted">{richMessage(t, "legal.delete.questions", values)}</p>
        </StaticPart>
      </LegalLayout>
    </>
  );
}
