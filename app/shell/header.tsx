import { useT } from "#app/i18n/use-t";
import { LocalLink } from "#app/ui/local-link";
import { Logo } from "#app/ui/logo";
import { Icon } from "#app/ui/icon";
import { site } from "#core/content/site";
import { HeaderLanguageMenu } from "./language-menu";
import { MenuButton } from "./menu-button";
import { DrawerButton } from "./drawer-button";
import { MobileDrawer } from "./mobile-drawer";
import { NavItem, NavLinkList } from "./nav-link-list";
import {
  allFeaturesLink,
  allSolutionsLink,
  companyLinks,
  demoLink,
  featureGroups,
  solutionLinks,
  toolsLink,
  topLinks,
  type NavLink,
} from "./nav-links";
import { useClosePopoversOnNavigation } from "./use-close-popovers";
import { StaticPart } from "#app/ui/static-part";

const linkClass = "inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-ink hover:bg-sunken";
const panelLinkClass = "block rounded-lg px-3 py-2 text-ink hover:bg-sunken";

/** The link under a menu panel to the page that lists everything (all features, all solutions). */
function PanelAllLink({ link }: { link: NavLink }) {
  const t = useT();
  return (
    <LocalLink
      to={link.to}
      className="mt-3 inline-flex items-center gap-1 px-3 py-2 font-semibold text-brand"
    >
      {t(link.label)} <Icon name="arrow-right" flip className="size-4" />
    </LocalLink>
  );
}

/** The desktop menus (from the `lg` width): features, solutions (and the toolbox), company, contact, pricing. */
function DesktopNav() {
  const t = useT();
  return (
    <nav aria-label={t("nav.main")} className="hidden lg:block">
      <ul className="flex items-center">
        <li>
          <MenuButton id="menu-features" label={t("nav.features")} panelClassName="menu-panel-wide">
            <div className="grid grid-cols-3 gap-x-6 gap-y-4">
              {featureGroups.map((group) => (
                <section key={group.category} aria-labelledby={`menu-cat-${group.category}`}>
                  <p id={`menu-cat-${group.category}`} className="eyebrow px-3 pb-1">
                    {t(group.label)}
                  </p>
                  <NavLinkList links={group.links} linkClassName={panelLinkClass} />
                </section>
              ))}
            </div>
            <PanelAllLink link={allFeaturesLink} />
          </MenuButton>
        </li>
        <li>
          <MenuButton id="menu-solutions" label={t("nav.solutions")} panelClassName="menu-panel-wide">
            <NavLinkList
              links={solutionLinks}
              className="grid grid-cols-2 gap-1"
              linkClassName={panelLinkClass}
            />
            <div className="flex flex-wrap gap-x-6">
              <PanelAllLink link={allSolutionsLink} />
              <PanelAllLink link={toolsLink} />
            </div>
          </MenuButton>
        </li>
        <li>
          <MenuButton id="menu-company" label={t("nav.company")} panelClassName="w-64">
            <NavLinkList links={companyLinks} linkClassName={panelLinkClass} />
          </MenuButton>
        </li>
        {topLinks.map((link) => (
          <li key={link.to}>
            <NavItem link={link} className={linkClass} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The account menu (from the `lg` width): the platform's sign-in, sign-up and dashboard. */
function AccountMenu() {
  const t = useT();
  return (
    <div className="hidden lg:block">
      <MenuButton id="menu-account" label={t("nav.account")} panelClassName="w-60">
        <ul>
          <li>
            <a href={site.app.signIn} className={panelLinkClass}>
              {t("nav.signIn")}
            </a>
          </li>
          <li>
            <a href={site.app.signUp} className={panelLinkClass}>
              {t("nav.signUp")}
            </a>
          </li>
          <li>
            <a href={site.app.dashboard} className={panelLinkClass}>
              {t("nav.dashboard")}
            </a>
          </li>
        </ul>
      </MenuButton>
    </div>
  );
}

export function Header() {
  const t = useT();
  useClosePopoversOnNavigation();
  return (
    <header className="sticky top-0 z-50 border-b border-line bg-canvas print:hidden">
      <div className="container-page flex h-16 items-center gap-2">
        <StaticPart>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2"
          >
            {t("common.skipToContent")}
          </a>
          <LocalLink to="/" className="me-2 rounded-lg" aria-label={t("nav.home")}>
            <Logo />
          </LocalLink>

          <DesktopNav />
        </StaticPart>

        <div className="ms-auto flex items-center gap-2">
          <StaticPart>
            <AccountMenu />
          </StaticPart>
          {/* Outside the parts kept as prerendered: its links follow the page shown. */}
          <HeaderLanguageMenu />
          <StaticPart>
            <NavItem link={demoLink} className="btn btn-primary hidden sm:inline-flex" />
            <DrawerButton drawer="drawer" action="open" />
          </StaticPart>
        </div>
      </div>
      <MobileDrawer id="drawer" />
    </header>
  );
}
