import { groupKey, type GroupPrefix } from "#app/i18n/copy-group";
import { useT } from "#app/i18n/use-t";
import { CardGrid, copyCards, type CardIcons, type CardLook } from "#app/ui/card-grid";
import { Section } from "#app/ui/section";

/**
 * A section of icon cards from the copy: its h2 is `<prefix>.title`, then the intro
 * (`<prefix>.intro`) if it has one, then a card for each id of `icons`, in their order, titled
 * `<prefix>.<id>.title` over `<prefix>.<id>.body`. A title the copy lacks does not compile.
 */
export function CardSection<Prefix extends string, const Id extends string>({
  id,
  prefix,
  icons,
  intro,
  look,
  className,
  gridClassName,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  prefix: Prefix & GroupPrefix<Prefix, "title" | `${Id}.title` | `${Id}.body`>;
  icons: CardIcons<Id>;
  /** Whether a sentence, the copy's `<prefix>.intro`, stands between the heading and the cards. */
  intro?: boolean;
  look: CardLook;
  /** The section's classes: its place on the page. */
  className: string;
  /** The list's classes: its margin and its grid. */
  gridClassName: string;
}) {
  const t = useT();
  // The prefix names the cards' messages too: its type says so, in words TypeScript cannot narrow.
  const cards = copyCards(t, prefix as GroupPrefix<Prefix, `${Id}.title` | `${Id}.body`>, icons);
  return (
    <Section id={id} title={t(groupKey(prefix, "title"))} className={className}>
      {intro && (
        <p className="mt-3 max-w-2xl text-lg text-muted text-pretty">{t(groupKey(prefix, "intro"))}</p>
      )}
      <CardGrid look={look} className={gridClassName} cards={cards} />
    </Section>
  );
}
