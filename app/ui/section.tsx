import type { ReactNode } from "react";

/**
 * A part of a page named by its heading (an h2 unless `level` says otherwise): the element is
 * labelled by the heading (`aria-labelledby`), so assistive technology lists it by name. It is a
 * section unless `as` makes it an aside or a navigation. What follows the heading is the children.
 */
export function Section({
  id,
  anchor,
  title,
  as: Element = "section",
  level = 2,
  className,
  titleClassName = "text-3xl font-bold tracking-tight",
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  /** The section's own id, where links land on the section rather than on its heading. */
  anchor?: string;
  title: ReactNode;
  as?: "section" | "aside" | "nav";
  level?: 2 | 3;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Element id={anchor} aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Element>
  );
}
