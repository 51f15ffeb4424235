import { site } from "#core/content/site";
import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { StaticPart } from "#app/ui/static-part";
import { WhatsAppLink } from "#app/ui/whatsapp-link";
import { DrawerButton } from "./drawer-button";
import { LanguageLinks } from "./language-menu";
import { NavItem, NavLinkList } from "./nav-link-list";
import { demoLink, drawerMenus, topLinks, type NavLink } from "./nav-links";

const itemClass = "flex min-h-11 items-center rounded-lg px-3 text-ink hover:bg-sunken";

/** One menu, folded under its name. */
function Group({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-lg px-3 font-semibold hover:bg-sunken [&::-webkit-details-marker]:hidden">
        {label}
        <Icon name="chevron-down" className="size-4 text-muted transition-transform group-open:rotate-180" />
      </summary>
      <NavLinkList links={links} className="ps-3" linkClassName={itemClass} />
    </details>
  );
}

/**
 * The navigation on small screens: a native popover panel from the inline end. Only the language
 * links change with the page shown; the rest is kept as prerendered (StaticPart).
 */
export function MobileDrawer({ id }: { id: string }) {
  const t = useT();
  return (
    <div
      id={id}
      popover="auto"
      aria-label={t("nav.menu")}
      className="m-0 ms-auto h-dvh max-h-none w-[min(22rem,100vw)] overflow-y-auto border-s border-line bg-surface p-4 text-ink shadow-2xl [inset-block:0] [inset-inline-end:0] [inset-inline-start:auto]"
    >
      <StaticPart>
        <div className="mb-2 flex items-center justify-between">
          <span className="font-semibold">{t("nav.menu")}</span>
          <DrawerButton drawer={id} action="close" />
        </div>
        <nav aria-label={t("nav.main")}>
          {drawerMenus.map((menu) => (
            <Group key={menu.label} label={t(menu.label)} links={menu.links} />
          ))}
          {topLinks.map((link) => (
            <NavItem key={link.to} link={link} className={`${itemClass} font-semibold`} />
          ))}
        </nav>
        <div className="mt-4 grid gap-2 border-t border-line pt-4">
          <NavItem link={demoLink} className="btn btn-primary" />
          <a href={site.app.signIn} className="btn btn-secondary">
            {t("nav.signIn")}
          </a>
          <div className="flex gap-2">
            <a href={site.app.signUp} className={`${itemClass} flex-1 justify-center`}>
              {t("nav.signUp")}
            </a>
            <a href={site.app.dashboard} className={`${itemClass} flex-1 justify-center`}>
              {t("nav.dashboard")}
            </a>
          </div>
          <WhatsAppLink />
        </div>
      </StaticPart>
      <div className="mt-4 border-t border-line pt-4">
        <p className="px-3 pb-1 text-sm text-muted">{t("footer.language")}</p>
        <LanguageLinks className={itemClass} />
      </div>
    </div>
  );
}
