import type { ReactNode } from "react";
import { locales, type LocaleCode } from "#core/i18n/locales";
import { kinds, type Kind } from "../records/kinds";
import type { Ui } from "./inbox-language";

/** What every inbox page knows about where it is. */
export type PageContext = {
  ui: Ui;
  /** The same page in another interface language. */
  languageHref: (code: LocaleCode) => string;
  /** Absent on the sign-in page. */
  session?: { name: string; csrfToken: string };
  /** The queue the page belongs to, for the menu. */
  kind?: Kind;
  /** The Audience page (issue 33 §3), for the menu. */
  audience?: boolean;
  /** Or the demos' page it is (issue 32), for the menu. */
  section?: DemoSection;
};

/** The demos' pages: the agenda, one's own presenting, the team's settings. */
export const demoSections = ["agenda", "presenting", "settings"] as const;
export type DemoSection = (typeof demoSections)[number];

export const CSRF_FIELD = "csrf";

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}

function LanguageMenu({ ui, languageHref }: PageContext) {
  return (
    <nav aria-label={ui.t("inbox.language.label")}>
      <ul className="ib-menu">
        {locales.map((locale) => (
          <li key={locale.code}>
            <a
              href={languageHref(locale.code)}
              lang={locale.code}
              data-script={locale.script}
              hrefLang={locale.code}
              aria-current={locale.code === ui.locale.code ? "true" : undefined}
            >
              {locale.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Account({ ui, session }: PageContext) {
  if (!session) return null;
  return (
    <div className="ib-account">
      <span>{ui.t("inbox.account.signedIn", { name: session.name })}</span>
      <form method="post" action="/inbox/logout">
        <CsrfField token={session.csrfToken} />
        <button type="submit" className="ib-button ib-button-quiet">
          {ui.t("inbox.logout")}
        </button>
      </form>
    </div>
  );
}

function Queues({ ui, audience, kind, section }: PageContext) {
  return (
    <nav className="ib-queues" aria-label={ui.t("inbox.nav.label")}>
      <ul className="ib-menu">
        {kinds.map((k) => (
          <li key={k}>
            <a href={`/inbox/${k}`} aria-current={k === kind ? "page" : undefined}>
              {ui.t(`inbox.nav.${k}`)}
            </a>
          </li>
        ))}
        {demoSections.map((s) => (
          <li key={s}>
            <a href={`/inbox/${s}`} aria-current={s === section ? "page" : undefined}>
              {ui.t(`inbox.nav.${s}`)}
            </a>
          </li>
        ))}
        <li>
          <a href="/inbox/audience" aria-current={audience ? "page" : undefined}>
            {ui.t("inbox.nav.audience")}
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** The page around every inbox view; `title` is also the page's h1 and <title>. */
export function Layout(props: PageContext & { title: string; children: ReactNode }) {
  const { ui, title, session, children } = props;
  return (
    <html lang={ui.locale.code} dir={ui.locale.dir} data-script={ui.locale.script}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{ui.t("inbox.meta.title", { page: title })}</title>
        <link rel="stylesheet" href="/inbox/inbox.css" />
        <link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />
      </head>
      <body>
        <a className="ib-skip" href="#main">
          {ui.t("inbox.skip")}
        </a>
        <header className="ib-header">
          <div className="ib-bar">
            <a className="ib-brand" href="/inbox">
              <span dir="ltr">{ui.t("inbox.brand")}</span>
              <span className="ib-brand-sub">{ui.t("inbox.brand.sub")}</span>
            </a>
            <LanguageMenu {...props} />
            <Account {...props} />
          </div>
          {session ? <Queues {...props} /> : null}
        </header>
        <main id="main" className="ib-main" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}
