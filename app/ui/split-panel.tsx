import type { ReactNode } from "react";

/**
 * A framed section in two columns on wide screens: its heading and text first, and beside them
 * what stands apart (an address, a figure). The section is labelled by its heading.
 */
export function SplitPanel({
  id,
  title,
  titleClassName,
  columns,
  aside,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  titleClassName: string;
  /** The grid's columns (and alignment) from the middle width up. */
  columns: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="container-page mt-20">
      <div className={`grid gap-8 rounded-3xl border border-line bg-surface p-6 sm:p-10 ${columns}`}>
        <div>
          <h2 id={id} className={titleClassName}>
            {title}
          </h2>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
