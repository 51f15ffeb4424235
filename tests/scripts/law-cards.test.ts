import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { beforeAll, expect, it } from "vitest";
import { BLOG_HOSTS, coOwnershipLaw } from "#core/content/co-ownership-law";
import { localeCodes } from "#core/i18n/locales";
import { sourceMessages } from "#core/i18n/messages";
import { localizePath } from "#core/paths/localize";
import { readBuiltPages, type BuiltPage } from "../../scripts/seo/built-pages";
import { clientDir, describeBuilt } from "../support/built-site";

/**
 * The rule cards of the toolbox's pages as the build prerenders them (decision 054): each card
 * cites its article of the law's text, or says it is a decree the press reports or a pending bill;
 * no syndic firm's page is a source; what was not found is one collapsed note per page; Arabic
 * pages write article numbers with مكرر, never bis … decies.
 */
const toolPages = ["/core/tools/charges-split", "/core/tools/general-assembly", "/core/tools/templates"];
const latinNumbering = /\b(?:bis|ter|quater|quinquies|sexies|septies|octies|nonies|decies)\b/i;
const text = (node: Element | null | undefined) =>
  (node?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/[\u2060\u2068\u2069]/g, "");

let pages: BuiltPage[];
const parsed = new Map<string, Document>();

describeBuilt("the built rule cards", () => {
  beforeAll(async () => {
    pages = await readBuiltPages(clientDir);
  });

  const documentOf = (urlPath: string) => {
    const known = parsed.get(urlPath);
    if (known) return known;
    const page = pages.find((candidate) => candidate.urlPath === urlPath);
    expect(page, urlPath).toBeDefined();
    const document = new JSDOM(readFileSync(path.join(clientDir, page?.file ?? ""), "utf8")).window.document;
    parsed.set(urlPath, document);
    return document;
  };

  it("cite an article of the law in force, or say what kind of text they are, in every language", () => {
    for (const code of localeCodes) {
      const messages = sourceMessages(code, "tools");
      const articleWord = { fr: "article", en: "Article", ar: "المادة" }[code];
      for (const route of toolPages) {
        const document = documentOf(localizePath(route, code));
        const cards = [...document.querySelectorAll("#rules [data-rule]")];
        expect(cards.length, `${code} ${route}`).toBeGreaterThan(2);
        for (const card of cards) {
          const id = card.getAttribute("data-rule") ?? "";
          const citation = coOwnershipLaw.find((entry) => entry.id === id);
          expect(citation?.status, `${code} ${id}`).not.toBe("unverified");
          const line = text(card.querySelector("p"));
          if (citation?.status === "in-force") expect(line, `${code} ${id}`).toContain(articleWord);
          if (citation?.status === "pending")
            expect(line, `${code} ${id}`).toContain(
              (messages["tools.rules.pending"] ?? "")
                .split("{law}")[1]
                ?.replace(/[\u00a0\u202f]/g, " ")
                .trim(),
            );
          expect(line, `${code} ${id}`).not.toContain((messages["tools.rules.notFound"] ?? "").slice(8, 30));
        }
      }
    }
  });

  it("link to no syndic firm's page or blog", () => {
    for (const code of localeCodes) {
      for (const route of toolPages) {
        const document = documentOf(localizePath(route, code));
        for (const link of document.querySelectorAll("#rules a[href^='http']")) {
          const host = new URL(link.getAttribute("href") ?? "").hostname;
          expect(
            BLOG_HOSTS.some((blog) => host.endsWith(blog)),
            `${code} ${route}: ${host}`,
          ).toBe(false);
        }
      }
    }
  });

  it("say once per page, collapsed, what was looked for and not found", () => {
    for (const code of localeCodes) {
      const summary = sourceMessages(code, "tools")["tools.rules.checked.summary"];
      for (const route of toolPages) {
        const notes = documentOf(localizePath(route, code)).querySelectorAll(
          "#rules details[data-missing-rules]",
        );
        expect(notes.length, `${code} ${route}`).toBe(1);
        const note = notes[0];
        expect(note?.hasAttribute("open"), `${code} ${route}`).toBe(false);
        expect(text(note?.querySelector("summary")), `${code} ${route}`).toBe(
          summary?.replace(/[\u00a0\u202f]/g, " ").replace(/\u2060/g, ""),
        );
        expect(note?.querySelectorAll("li").length, `${code} ${route}`).toBeGreaterThan(0);
      }
    }
  });

  it("write article numbers with مكرر on Arabic pages", () => {
    const document = documentOf(localizePath("/core/tools/general-assembly", "ar"));
    const rules = text(document.querySelector("#rules"));
    expect(rules).toContain("المادة 16 مكرر 2");
    for (const route of toolPages) {
      const section = text(documentOf(localizePath(route, "ar")).querySelector("#rules"));
      // The sources' titles and quotes may be French; the cards' own lines may not.
      const lines = [
        ...documentOf(localizePath(route, "ar")).querySelectorAll("#rules ul > li > p:first-child"),
      ].map((p) => text(p));
      expect(section.length, route).toBeGreaterThan(0);
      expect(lines.length, route).toBeGreaterThan(2);
      for (const line of lines) expect(line, route).not.toMatch(latinNumbering);
    }
  });

  it("show on the templates page what decree 2.23.700 asks by budget, as the press reports it", () => {
    for (const code of localeCodes) {
      const check = documentOf(localizePath("/core/tools/templates", code)).querySelector(
        "[data-decree-check]",
      );
      expect(check, code).not.toBeNull();
      expect(check?.querySelectorAll("[data-band]").length, code).toBe(3);
      expect(check?.querySelectorAll("[data-band='above-1m'] li").length, code).toBe(4);
    }
  });
});
