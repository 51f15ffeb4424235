import type { ReactNode } from "react";
import { groupKey, type GroupPrefix } from "#app/i18n/copy-group";
import type { Translate } from "#app/i18n/use-t";
import { Icon, type IconName } from "#app/ui/icon";

/** One card of a grid: an icon, a title (an h3), a sentence or two, and anything that follows. */
export type Card = { id: string; icon?: IconName; title: ReactNode; body: ReactNode; more?: ReactNode };

type Look = {
  /** The card's own classes (the list item), if it has any. */
  card?: string;
  /** Where the icon sits: above the text, beside all of it, or beside the title only. */
  layout: "above" | "beside" | "before-title";
  /** With `badge`, the icon sits in a tile of those classes. */
  badge?: string;
  icon: string;
  title: string;
  body: string;
};

/** The card styles the pages use; each keeps the look its page had before it was shared. */
const looks = {
  /** On the page's background, an accent icon above the text (the careers page's reasons). */
  plain: {
    layout: "above",
    icon: "size-7 text-accent",
    title: "mt-3 text-lg font-semibold",
    body: "mt-1 text-muted text-pretty",
  },
  /** Framed, an accent icon above the text (the about page's reasons). */
  framed: {
    card: "rounded-2xl border border-line bg-surface p-6",
    layout: "above",
    icon: "size-7 text-accent",
    title: "mt-4 text-xl font-semibold",
    body: "mt-2 text-muted text-pretty",
  },
  /** Framed, the icon in a tinted tile above the text (the home page's reasons). */
  tile: {
    card: "rounded-2xl border border-line bg-surface p-6",
    layout: "above",
    badge: "inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand",
    icon: "size-6",
    title: "mt-5 text-lg font-bold",
    body: "mt-2 text-muted",
  },
  /** On a sunken ground, the icon's tile beside the text (a feature's roles). */
  beside: {
    card: "flex gap-4 rounded-2xl bg-sunken p-6",
    layout: "beside",
    badge: "flex size-11 shrink-0 items-center justify-center rounded-xl bg-surface text-brand",
    icon: "size-6",
    title: "font-semibold",
    body: "mt-1 text-muted text-pretty",
  },
  /** Framed, a round icon beside the title, the body and the rest below (the home page's roles). */
  headed: {
    card: "flex flex-col rounded-2xl border border-line bg-surface p-6",
    layout: "before-title",
    badge: "inline-flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent",
    icon: "size-5",
    title: "text-lg font-bold",
    body: "mt-4 font-medium",
  },
  /** Framed, the whole card a link: the title holds it, stretched over the card (a solution's features). */
  link: {
    card: "relative flex flex-col rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-brand",
    layout: "above",
    icon: "size-6 text-brand",
    title: "mt-4 text-lg font-semibold",
    body: "mt-2 text-muted",
  },
} as const satisfies Record<string, Look>;

export type CardLook = keyof typeof looks;

/** A list of cards, each an icon, a title and a body, in one of the site's card styles. */
export function CardGrid({
  cards,
  look,
  className,
}: {
  cards: readonly Card[];
  look: CardLook;
  /** The list's classes: its margin and its grid. */
  className: string;
}) {
  const style: Look = looks[look];
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.id} className={style.card}>
          <CardContent card={card} style={style} />
        </li>
      ))}
    </ul>
  );
}

/** The inside of one card: its icon (in its tile, if the look has one), title, body and what follows. */
function CardContent({ card, style }: { card: Card; style: Look }) {
  const icon = card.icon && <Icon name={card.icon} className={style.icon} />;
  const figure = icon && style.badge ? <span className={style.badge}>{icon}</span> : icon;
  const title = <h3 className={style.title}>{card.title}</h3>;
  const body = <p className={style.body}>{card.body}</p>;
  switch (style.layout) {
    case "beside":
      return (
        <>
          {figure}
          <div>
            {title}
            {body}
            {card.more}
          </div>
        </>
      );
    case "before-title":
      return (
        <>
          <div className="flex items-center gap-3">
            {figure}
            {title}
          </div>
          {body}
          {card.more}
        </>
      );
    case "above":
      return (
        <>
          {figure}
          {title}
          {body}
          {card.more}
        </>
      );
  }
}

/** Icons by card id, in the order the cards are shown: `{ law: "file-text", syndics: "users" }`. */
export type CardIcons<Id extends string> = Readonly<Record<Id, IconName>>;

/**
 * Cards whose title and body are the copy's `<prefix>.<id>.title` and `<prefix>.<id>.body`, in the
 * order given: ids alone, or ids with their icons. `values` fill the placeholders. An id the copy
 * lacks does not compile.
 */
export function copyCards<Prefix extends string, const Id extends string>(
  t: Translate,
  prefix: Prefix & GroupPrefix<Prefix, `${Id}.title` | `${Id}.body`>,
  items: readonly Id[] | CardIcons<Id>,
  values?: Record<string, unknown>,
): Card[] {
  const entries: [Id, IconName?][] = Array.isArray(items)
    ? items.map((id) => [id])
    : (Object.entries(items) as [Id, IconName][]);
  return entries.map(([id, icon]) => ({
    id,
    icon,
    title: t(groupKey(prefix, `${id}.title`), values),
    body: t(groupKey(prefix, `${id}.body`), values),
  }));
}
