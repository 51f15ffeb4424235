import type { ReactNode } from "react";

/**
 * How a part of a page is named: by its heading's id, and by its own id where links land on it.
 * Given only the anchor, the heading's id is the anchor's followed by `-title`.
 */
export type SectionIds =
  | {
      /** The heading's id, unique on the page. */
      id: string;
      /** The section's own id, where links land on the section rather than on its heading. */
      anchor?: string;
    }
  | { id?: undefined; anchor: string };

/**
 * A part of a page named by its heading (an h2 unless `level` says otherwise): the element is
 * labelled by the heading (`aria-labelledby`), so assistive technology lists it by name. It is a
 * section unless `as` makes it an aside or a navigation. What follows the heading is the children.
 */
export function Section({
  title,
  as: Element = "section",
  level = 2,
  className,
  titleClassName = "text-3xl font-bold tracking-tight",
  children,
  ...ids
}: SectionIds & {
  title: ReactNode;
  as?: "section" | "aside" | "nav";
  level?: 2 | 3;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const id = ids.id ?? `${ids.anchor}-title`;
  return (
    <Element id={ids.anchor} aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Element>
  );
}
