import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { homeDesk, homePhone } from "#core/content/product-views/home";
import { productViews } from "#core/content/product-views/index";
import { roleViews } from "#core/content/product-views/roles";
import { roles } from "#core/content/roles";
import type { ProductView } from "#core/content/product-views/types";
import { loadMessages, sourceMessages } from "#core/i18n/messages";
import { locales, type Locale } from "#core/i18n/locales";
import { formatPercent } from "#core/i18n/numbers";
import { localizePath } from "#core/paths/localize";
import { pack } from "#app/i18n/packed";
import { ProductViewFigure, ViewFigure } from "#app/ui/product-view/product-view";
import { ViewScreen, warmViewScreens } from "#app/ui/product-view/view-screen";

/** Renders `element` as the prerender does, on a page of `locale` that loaded the shell's and the views' copy. */
async function render(locale: Locale, element: ReactNode): Promise<string> {
  // As the prerender does (app/entry.server.tsx), with the screens' code loaded first.
  await warmViewScreens();
  const routes = [
    {
      id: "page",
      path: "*",
      loader: () => ({ messages: pack(loadMessages(locale.code, ["common", "views"])) }),
      Component: () => element,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${localizePath("/", locale.code)}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const decode = (html: string) =>
  html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&lt;", "<");

/** What every view's markup must hold: one labelled figure, its screens out of the reading order. */
function expectFigure(html: string, label: string, locale: Locale) {
  expect(html.match(/<figure\b/g)).toHaveLength(1);
  expect(decode(/<figure aria-label="([^"]+)"/.exec(html)?.[1] ?? "")).toBe(label);
  expect(html).toContain('<div aria-hidden="true">');
  expect(html).toContain(`<figcaption`);
  expect(decode(html)).toContain(sourceMessages(locale.code, "views")["views.common.caption"]);
  // Real copy only: no key, no placeholder left, no bitmap, no inline style (the CSP forbids it), no heading.
  expect(html).not.toMatch(/views\.[a-z]/);
  expect(html).not.toMatch(/[{}]/);
  expect(html).not.toMatch(/<img\b|\sstyle="|<h[1-6]\b|<a\b|<button\b|<input\b/);
}

const features = Object.entries(productViews) as [string, ProductView][];

describe("the product views (app/ui/product-view/)", () => {
  for (const locale of locales) {
    it(`draws the home page's pair in ${locale.label}: a labelled figure of real copy`, async () => {
      const copy = sourceMessages(locale.code, "views");
      const html = await render(
        locale,
        <ViewFigure label={homeDesk.label}>
          <ViewScreen view={homeDesk} />
          <ViewScreen view={homePhone} />
        </ViewFigure>,
      );
      expectFigure(html, copy[homeDesk.label] ?? "", locale);
      const text = decode(html);
      expect(text).toContain(copy["views.home.desk.request.leak"]);
      expect(text).toContain(copy["views.common.nav.requests"]);
      // What the catalog lists (bookings, service requests), written for the language.
      expect(text).toContain(copy["views.home.desk.stat.bookings"]);
      expect(text).toContain(formatPercent(0.92, locale.numberIntl));
      expect(text).not.toMatch(/[\u200e\u200f\u061c]/);
      if (locale.dir === "rtl") expect(text).toMatch(/[\u0600-\u06ff]/);
    });

    it(`draws every feature's view in ${locale.label}`, async () => {
      const copy = sourceMessages(locale.code, "views");
      for (const [slug, view] of features) {
        const html = await render(locale, <ProductViewFigure view={view} />);
        expectFigure(html, copy[view.label] ?? "", locale);
        // Its words as read: in Arabic, its left-to-right runs sit in <bdi> (decision 060).
        const text = decode(html.replace(/<\/?bdi[^>]*>/g, ""));
        expect(text, slug).toContain(typeof view.title === "string" ? copy[view.title] : "");
        if (locale.dir === "rtl" && /\d/.test(text)) expect(html, slug).toContain('<bdi dir="ltr">');
      }
    });

    it(`draws the screen each of the six roles works in, in ${locale.label}, from its copy`, async () => {
      const copy = sourceMessages(locale.code, "views");
      for (const role of roles) {
        const view = roleViews[role];
        const html = await render(locale, <ProductViewFigure view={view} />);
        expectFigure(html, copy[view.label] ?? "", locale);
        const title = typeof view.title === "string" ? copy[view.title] : undefined;
        expect(title, role).toBeTruthy();
        expect(decode(html), role).toContain(title);
        if (locale.dir === "rtl") expect(decode(html), role).toMatch(/[\u0600-\u06ff]/);
      }
    });
  }
});
