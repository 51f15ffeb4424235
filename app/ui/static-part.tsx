import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { useFollowLinksWithin } from "./local-link";
import { checkStaticPart } from "./static-part-check";

// True in the browser until the page first hydrated (App's first effect ends it); never on the server.
let hydrating = typeof document !== "undefined";

/** Called once the page has hydrated: a StaticPart mounted after that renders its children. */
export function endHydration() {
  hydrating = false;
}

/**
 * A part of the page with nothing to hydrate: text, images, links. The prerendered HTML is already
 * what it renders, so while the page hydrates, React keeps that HTML as it is instead of rendering
 * the part's components and matching each of their elements (on a slow phone, much of a page's
 * hydration is that work for parts that never change: decision 017). After hydration, a part that
 * appears (the next page) renders normally. It must hold no state, effect or handler: its links
 * are followed in the app by the part itself. In development, a part that renders its children
 * warns when they hold any (app/ui/static-part-check.ts).
 *
 * The wrapper is `display: contents` unless a class is given, so it changes no layout.
 */
export function StaticPart({
  children,
  className = "contents",
}: {
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const followLinks = useFollowLinksWithin();
  // The part's HTML as the server wrote it, read once as hydration reaches it. If React had to
  // render the page afresh (a hydration error elsewhere), it would write the same HTML back.
  const [html] = useState(() => (hydrating ? (document.getElementById(id)?.innerHTML ?? null) : null));
  const part: ComponentProps<"div"> & { "data-static-part": string } = {
    id,
    "data-static-part": "",
    className,
    onClick: followLinks,
  };
  if (import.meta.env.DEV) part.ref = checkStaticPart;
  return html === null ? (
    <div {...part}>{children}</div>
  ) : (
    <div {...part} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  );
}
