import type { ReactNode } from "react";

/**
 * Table of contents beside the text on wide screens (sticky), above it on phones. The text column
 * keeps lines around 70 characters so long clauses stay readable.
 */
export function LegalLayout({ toc, children }: { toc: ReactNode; children: ReactNode }) {
  return (
    <div className="container-page py-10 md:py-14 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
      <div className="lg:order-none">{toc}</div>
      <article className="mt-10 max-w-[42rem] leading-relaxed lg:mt-0">{children}</article>
    </div>
  );
}
