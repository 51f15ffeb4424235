import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { LANG_STORAGE_KEY } from "#core/storage-keys";
import { loadMessages } from "#core/i18n/messages";
import { pack } from "#app/i18n/packed";
import { useLocale } from "#app/i18n/use-t";
import { localeFromPath } from "#core/paths/localize";
import type { Route } from "./+types/locale-layout";
import { ErrorView } from "./error-view";
import { Footer } from "./footer";
import { Header } from "./header";
import { useFailedNavigation } from "./use-failed-navigation";

/** Runs at build time for every prerendered page: the shell's copy in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { messages: pack(loadMessages(locale.code, ["common"])) };
}

function Shell({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  useEffect(() => window.localStorage.setItem(LANG_STORAGE_KEY, locale.code), [locale.code]);
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}

export default function LocaleLayout() {
  const failedHref = useFailedNavigation();
  // A new page is mounted afresh, even from the same template (one feature page to the next): the
  // parts it keeps as prerendered while hydrating (StaticPart) must render the new page's content.
  const { pathname } = useLocation();
  return <Shell>{failedHref ? <ErrorView retryHref={failedHref} /> : <Outlet key={pathname} />}</Shell>;
}

export function ErrorBoundary() {
  return (
    <Shell>
      <ErrorView />
    </Shell>
  );
}
