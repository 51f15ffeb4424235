import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Blocks, type Block } from "./legal-blocks";
import type { MessageValues } from "./rich-message";

/** One titled part of a legal page; its `id` is the target of the table of contents. */
export type LegalSectionData = { id: string; title: MessageKey; blocks: readonly Block[] };

/** Numbered headings let people refer to a clause ("section 8"); the table of contents repeats them. */
export function sectionLabel(title: string, number?: number) {
  return number === undefined ? title : `${number}. ${title}`;
}

export function LegalSection({
  section,
  values,
  level,
  number,
}: {
  section: LegalSectionData;
  values: MessageValues;
  level: 2 | 3;
  number?: number;
}) {
  const t = useT();
  const Heading = level === 2 ? "h2" : "h3";
  const size = level === 2 ? "text-2xl sm:text-3xl" : "text-xl sm:text-2xl";
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12 first:mt-0">
      <Heading
        id={`${section.id}-title`}
        className={`${size} font-bold tracking-tight text-balance text-ink`}
      >
        {sectionLabel(t(section.title), number)}
      </Heading>
      <Blocks blocks={section.blocks} values={values} />
    </section>
  );
}
