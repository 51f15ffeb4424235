import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Namespace } from "#core/i18n/namespaces";
import { loadMessages } from "#core/i18n/messages";
import { locales } from "#core/i18n/locales";
import { pack } from "#app/i18n/packed";
import { warmViewScreens } from "#app/ui/product-view/view-screen";

/** The language a path is in: its prefix's, else the default's (no prefix). */
export const localeOf = (path: string) =>
  locales.find((l) => l.prefix && path.startsWith(l.prefix))?.code ?? "fr";

/** Renders `element` as the prerender does, on a page of `path` that loaded `namespaces`' copy. */
export async function renderAt(
  path: string,
  element: ReactNode,
  namespaces: Namespace[] = ["common"],
): Promise<string> {
  // As the prerender does (app/entry.server.tsx): the product views' screens are loaded first.
  await warmViewScreens();
  const routes = [
    {
      id: "page",
      path: "*",
      loader: () => ({ messages: pack(loadMessages(localeOf(path), namespaces)) }),
      Component: () => element,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
