import { createContext, use, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import { useLocale } from "#app/i18n/use-t";
import { localizePath } from "#core/paths/localize";

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

/**
 * A click the app follows itself, as React Router's `<Link>` does: the main button, no modifier
 * keys, no other window.
 */
export function followsInApp(event: MouseEvent, anchor: HTMLAnchorElement) {
  const target = anchor.target;
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * Follows a click on a link to a page of the site (`href`, as written in the page) in the app, when
 * it is one the app follows. The page already shown replaces its history entry instead of adding one.
 */
function follow(
  navigate: NavigateFunction | null,
  event: MouseEvent,
  anchor: HTMLAnchorElement,
  href: string,
) {
  if (!navigate || !followsInApp(event, anchor)) return;
  event.preventDefault();
  const { pathname, search, hash } = window.location;
  void navigate(href, { replace: pathname + search + hash === href });
}

/**
 * The click handler of a part of the page that is not hydrated (StaticPart): its links are plain
 * anchors with no handler of their own, so the part follows, for them, the clicks a LocalLink would.
 */
export function useFollowLinksWithin() {
  const navigate = use(NavigateContext);
  return (event: MouseEvent) => {
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    // Pages of the site only: not another origin, an anchor in the page, mail, a download.
    if (!anchor || !href?.startsWith("/") || href.startsWith("//") || anchor.hasAttribute("download")) return;
    follow(navigate, event, anchor, href);
  };
}

type LocalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A link to a language-neutral path (`/core/demo`, `/#pricing`) in the current page's language: a
 * plain `<a>` (it works before hydration and without scripts), followed in the app once hydrated.
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
        follow(navigate, event, event.currentTarget, href);
      }}
    />
  );
}
