import { createContext, use, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import { useLocale } from "#app/i18n/use-t";
import { localizePath } from "#app/routing/localize";

/**
 * The router's `navigate`, given once near the root for every LocalLink: a page has a hundred or so
 * links (the menus, the drawer, the footer), and React Router's `<Link>` sets each one up with its
 * own hooks and effects, a cost every page paid while hydrating on a slow phone (decision 016).
 */
const NavigateContext = createContext<NavigateFunction | null>(null);

export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext value={navigate}>{children}</NavigateContext>;
}

/** A click the app follows itself, as React Router's `<Link>` does: the main button, no modifier keys. */
export function followsInApp(event: MouseEvent<HTMLAnchorElement>) {
  const target = event.currentTarget.target;
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

type LocalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A link to a language-neutral path (`/core/demo`, `/#pricing`) in the current page's language: a
 * plain `<a>` (it works before hydration and without scripts), followed in the app once hydrated.
 * Following the link to the page already shown replaces its history entry instead of adding one.
 */
export function LocalLink({ to, onClick, ...rest }: LocalLinkProps) {
  const locale = useLocale();
  const navigate = use(NavigateContext);
  const href = localizePath(to, locale.code);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !followsInApp(event)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        void navigate(href, { replace: pathname + search + hash === href });
      }}
    />
  );
}
