import { useT } from "#app/i18n/use-t";
import { Section } from "#app/ui/section";
import { sectionLabel, type LegalSectionData } from "./legal-section";
import type { MessageKey } from "#core/i18n/keys";

/** A group of the table of contents: a part of the page (optional link) and its sections. */
export type TocGroup = {
  id?: string;
  title?: MessageKey;
  sections: readonly LegalSectionData[];
  numbered?: boolean;
};

const entry = "block rounded-md px-2 py-1 text-muted hover:bg-sunken hover:text-ink focus-visible:text-ink";

/**
 * In-page links to every section. Plain `#id` anchors: they work before the page's script runs,
 * and the browser moves focus to the target for keyboard users.
 */
export function TableOfContents({ label, groups }: { label: MessageKey; groups: readonly TocGroup[] }) {
  const t = useT();
  return (
    <Section
      as="nav"
      id="toc-title"
      title={t(label)}
      className="rounded-2xl border border-line bg-surface p-5 text-sm lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
      titleClassName="px-2 text-base font-semibold text-ink"
    >
      <ul className="mt-3 space-y-4">
        {groups.map((group, groupIndex) => (
          <li key={group.id ?? groupIndex}>
            {group.id && group.title && (
              <a href={`#${group.id}`} className={`${entry} font-semibold text-ink`}>
                {t(group.title)}
              </a>
            )}
            <ol className={group.title ? "mt-1 space-y-0.5 border-s border-line ps-2" : "space-y-0.5"}>
              {group.sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={entry}>
                    {sectionLabel(t(section.title), group.numbered ? index + 1 : undefined)}
                  </a>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </Section>
  );
}
