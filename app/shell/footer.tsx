import { site } from "#core/content/site";
import { useT } from "#app/i18n/use-t";
import { Logo } from "#app/ui/logo";
import { SocialIcon } from "#app/ui/social-icon";
import { StaticPart } from "#app/ui/static-part";
import { LanguageMenu } from "./language-menu";
import { NavLinkList } from "./nav-link-list";
import { companyLinks, demoLink, pricingLink, toolsLink, type NavLink } from "./nav-links";
import { ThemeMenu } from "./theme-menu";

const productLinks: NavLink[] = [
  { to: "/core/features", label: "nav.features" },
  { to: "/core/solutions", label: "nav.solutions" },
  pricingLink,
  toolsLink,
  demoLink,
];

const legalLinks: NavLink[] = [
  { to: "/core/trust", label: "footer.trust" },
  { to: "/core/privacy", label: "footer.privacy" },
  { to: "/core/privacy#terms", label: "footer.terms" },
  { to: "/core/delete-my-account", label: "footer.deleteAccount" },
];

function Column({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <NavLinkList
        links={links}
        className="mt-3 space-y-1"
        linkClassName="inline-flex min-h-9 items-center text-muted hover:text-ink"
      />
    </div>
  );
}

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer mt-24 border-t border-line bg-sunken print:hidden">
      <StaticPart className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-xs text-muted">{t("footer.tagline")}</p>
          {/* Only the networks whose address is set (core/content/site.ts). */}
          {site.social.length > 0 && (
            <ul className="mt-5 flex gap-2" aria-label={t("footer.social")}>
              {site.social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    rel="noopener"
                    className="inline-flex size-11 items-center justify-center rounded-full border border-line text-muted hover:border-brand hover:text-ink"
                  >
                    <SocialIcon network={network} />
                    <span className="sr-only">{t(`footer.social.${network}`)}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Column title={t("footer.product")} links={productLinks} />
        <Column title={t("nav.company")} links={companyLinks} />
        <Column title={t("footer.legal")} links={legalLinks} />
      </StaticPart>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.copyright", { year: import.meta.env.BUILD_YEAR, brand: site.brand })}</p>
          <div className="flex flex-wrap items-center gap-4">
            <LanguageMenu />
            <ThemeMenu />
          </div>
        </div>
      </div>
    </footer>
  );
}
