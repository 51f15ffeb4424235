// sitemap.xml (every indexable page with its alternates in every language) and robots.txt.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { indexablePages, type BuiltPage } from "./built-pages";

const xmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEntities[c] ?? c);

export function sitemapXml(pages: BuiltPage[]): string {
  const urls = indexablePages(pages)
    .map((page) => {
      const alternates = Object.entries(page.alternates).map(
        ([lang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
      );
      return [`  <url>`, `    <loc>${escapeXml(page.canonical)}</loc>`, ...alternates, `  </url>`].join("\n");
    })
    .sort();
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    ``,
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // The API answers forms; the inbox is the team's, behind a login.
    "Disallow: /api/",
    "Disallow: /inbox",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}

export async function writeSitemap(root: string, pages: BuiltPage[]): Promise<number> {
  const home = pages.find((page) => page.urlPath === "/");
  if (!home?.canonical) throw new Error("The home page has no canonical URL: cannot tell the site's origin.");
  await writeFile(path.join(root, "sitemap.xml"), sitemapXml(pages));
  await writeFile(path.join(root, "robots.txt"), robotsTxt(new URL(home.canonical).origin));
  return indexablePages(pages).length;
}
