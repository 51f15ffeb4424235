import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { VisitRecorder } from "./attribution/visit-recorder";
import { bootScript } from "./boot/boot-script";
import interLatin from "./fonts/inter-latin-subset.woff2?url";
import arabicFace from "./fonts/noto-sans-arabic-subset.woff2?url";
import { StructuredData } from "./seo/structured-data-script";
import { useLocale } from "./i18n/use-t";
import { ErrorView } from "./shell/error-view";
import { NavigationProgress } from "./shell/navigation-progress";
import { useScrollOnNavigation } from "./shell/use-scroll-on-navigation";
import { WarmOnNavigation } from "./shell/warm-on-navigation";
import { LinkNavigation } from "./ui/local-link";
import { endHydration } from "./ui/static-part";
// The stylesheet is linked by hand (not as a side-effect import) so it can carry a precedence: React
// then writes it before the modulepreloads, and the browser fetches it first (docs/performance.md).
import appCss from "./app.css?url";

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  return (
    // The boot script sets data-theme before hydration, hence the warning suppression.
    <html lang={locale.code} dir={locale.dir} data-script={locale.script} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
        <link rel="stylesheet" href={appCss} precedence="default" />
        {/* The faces the first paint needs start downloading with the stylesheet, not after it. */}
        <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        {locale.script === "arabic" && (
          <link rel="preload" href={arabicFace} as="font" type="font/woff2" crossOrigin="anonymous" />
        )}
        <link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content="#faf8f4" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0c1413" media="(prefers-color-scheme: dark)" />
        <Meta />
        <Links />
        <StructuredData />
      </head>
      <body className="bg-canvas text-ink antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useScrollOnNavigation();
  // Tests and styles can tell a hydrated page from the prerendered HTML.
  useEffect(() => {
    endHydration();
    document.documentElement.setAttribute("data-hydrated", "true");
  }, []);
  return (
    <LinkNavigation>
      <Outlet />
      <NavigationProgress />
      <WarmOnNavigation />
      <VisitRecorder />
    </LinkNavigation>
  );
}

/** Reached when a page's code cannot be loaded even after a reload, or on an unexpected error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return <ErrorView />;
}
