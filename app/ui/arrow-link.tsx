import type { ReactNode } from "react";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";

/** A link to a page of the site, its words followed by an arrow that points the way text reads. */
export function ArrowLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <LocalLink to={to} className={className}>
      {children}
      <Icon name="arrow-right" flip className="size-4" />
    </LocalLink>
  );
}
