import { useT } from "#app/i18n/use-t";
import { LocalLink } from "#app/ui/local-link";
import type { NavLink } from "./nav-links";

/** One of the site's pages as a link, named from the copy. */
export function NavItem({ link, className }: { link: NavLink; className: string }) {
  const t = useT();
  return (
    <LocalLink to={link.to} className={className}>
      {t(link.label)}
    </LocalLink>
  );
}

/** A list of the site's pages, as the header's panels, the drawer and the footer list them. */
export function NavLinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly NavLink[];
  /** The list's classes. */
  className?: string;
  /** Each link's classes. */
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavItem link={link} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}
