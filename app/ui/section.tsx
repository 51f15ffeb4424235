import type { ReactNode } from "react";

/**
 * A part of a page named by its h2: the section is labelled by the heading (`aria-labelledby`), so
 * assistive technology lists it by name. What follows the heading is the children.
 */
export function Section({
  id,
  anchor,
  title,
  className,
  titleClassName = "text-3xl font-bold tracking-tight",
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  /** The section's own id, where links land on the section rather than on its heading. */
  anchor?: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
