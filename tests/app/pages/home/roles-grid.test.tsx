import { describe, expect, it } from "vitest";
import { roleTops } from "#core/content/product-views/roles";
import { roles } from "#core/content/roles";
import { sourceMessages } from "#core/i18n/messages";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { RolesGrid } from "#app/pages/home/roles-grid";
import { renderAt } from "../../support/render-at";

const decode = (html: string) =>
  html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&lt;", "<");

/** The home page's "for each role": each role's card, and in it the screen that role works in. */
describe("the home page's roles (app/pages/home/roles-grid.tsx)", () => {
  for (const locale of locales) {
    it(`shows each of the six roles with its points and a labelled screen, in ${locale.label}`, async () => {
      const html = decode(
        await renderAt(localizePath("/", locale.code), <RolesGrid views={roleTops} />, ["home", "views"]),
      );
      const home = sourceMessages(locale.code, "home");
      const views = sourceMessages(locale.code, "views");
      // A card: from its title (an h3) to the next card's.
      const cards = html.split("<h3").slice(1);
      expect(cards).toHaveLength(roles.length);
      roles.forEach((role, i) => {
        const card = cards[i] ?? "";
        const view = roleTops[role];
        expect(card, role).toContain(`>${home[`home.roles.${role}.name`]}</h3>`);
        expect(card, role).toContain(home[`home.roles.${role}.summary`]);
        expect(card, role).toContain(home[`home.roles.${role}.point3`]);
        expect(card, role).toContain(`<figure aria-label="${views[view.label]}"`);
        expect(card, role).toContain(typeof view.title === "string" ? views[view.title] : "?");
      });
      // One caption for the six screens, none under each; real copy only.
      expect(html.match(/<figure\b/g)).toHaveLength(roles.length);
      expect(html).not.toContain("<figcaption");
      expect(html).toContain(views["views.common.captions"]);
      expect(html).not.toMatch(/views\.[a-z]/);
      expect(html).not.toMatch(/\sstyle="/);
    });
  }
});
