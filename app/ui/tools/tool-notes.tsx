import { familyKey, type MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Icon, type IconName } from "#app/ui/icon";
import { NumberedSteps } from "#app/ui/numbered-steps";
import { PageIntro } from "#app/ui/page-intro";
import { Panel } from "#app/ui/panel";
import { StaticPart } from "#app/ui/static-part";
import type { ToolCopy } from "./tool-area";

/**
 * A tool page's opening (`<copy>.eyebrow`, `.title`, `.intro`), its privacy note under it, kept as
 * prerendered; `hideInPrint` for a page that prints a document of its own.
 */
export function ToolIntro({ copy, hideInPrint = false }: { copy: ToolCopy; hideInPrint?: boolean }) {
  const t = useT();
  return (
    <StaticPart className={hideInPrint ? "contents print:hidden" : "contents"}>
      <PageIntro eyebrow={t(`${copy}.eyebrow`)} title={t(`${copy}.title`)} intro={t(`${copy}.intro`)}>
        <PrivacyNote copy={copy} />
      </PageIntro>
    </StaticPart>
  );
}

/** What the visitor types stays in the browser (`<copy>.private`): said before the tool. */
export function PrivacyNote({ copy }: { copy: ToolCopy }) {
  const t = useT();
  return (
    <p className="mt-6 flex max-w-2xl gap-3 rounded-2xl bg-brand-soft p-4 text-pretty">
      <Icon name="shield" className="mt-0.5 size-5 shrink-0 text-brand" />
      <span>{t(`${copy}.private`)}</span>
    </p>
  );
}

/** The tools whose copy has a guide: `<copy>.how.title` and a disclaimer (`.disclaimer.title`, `.body`). */
type GuideCopy = {
  [Copy in ToolCopy]: `${Copy}.${"how.title" | "disclaimer.title" | "disclaimer.body"}` extends MessageKey
    ? Copy
    : never;
}[ToolCopy];

/** A tool's guide: its copy, the steps of "how it works" (`<copy>.how.<step>`), that panel's icon. */
type Guide = { copy: GuideCopy; steps: readonly string[]; icon: IconName };

/** What the tool works out, step by step (`<copy>.how.*`), readable without script. */
function HowItWorks({ copy, steps, icon }: Guide) {
  const t = useT();
  return (
    <Panel anchor="how" title={t(`${copy}.how.title`)} icon={icon} className="h-full">
      <NumberedSteps
        tone="soft"
        className="mt-6 space-y-5"
        steps={steps.map((id) => ({
          id,
          content: <p className="text-pretty">{t(familyKey(`${copy}.how.${id}`))}</p>,
        }))}
      />
    </Panel>
  );
}

/** That the tool is an aid, not legal advice (`<copy>.disclaimer.*`). */
function Disclaimer({ copy }: { copy: GuideCopy }) {
  const t = useT();
  return (
    <Panel
      id="disclaimer-title"
      title={t(`${copy}.disclaimer.title`)}
      icon="alert"
      iconTone="accent"
      className="h-full"
    >
      <p className="mt-4 text-pretty">{t(`${copy}.disclaimer.body`)}</p>
    </Panel>
  );
}

/**
 * Under a tool: how it works beside that it is an aid, both kept as prerendered and left out of
 * print.
 */
export function ToolGuide(guide: Guide) {
  return (
    <StaticPart className="container-page grid gap-6 pt-14 md:pt-20 lg:grid-cols-2 print:hidden">
      <HowItWorks {...guide} />
      <Disclaimer copy={guide.copy} />
    </StaticPart>
  );
}
