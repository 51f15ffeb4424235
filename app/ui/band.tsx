import type { ReactNode } from "react";

/**
 * A part of a page that runs its whole width (its own background or rules), its content set in
 * the page's container. The section is labelled by its heading, whose id is `labelledBy`.
 */
export function Band({
  labelledBy,
  className,
  padding,
  children,
}: {
  labelledBy: string;
  /** The band's classes: its place on the page and its background. */
  className: string;
  /** The container's padding, when the band has none of its own. */
  padding?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={className}>
      <div className={padding ? `container-page ${padding}` : "container-page"}>{children}</div>
    </section>
  );
}
