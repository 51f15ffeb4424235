// sitemap.xml (every indexable page with its alternates in every language) and robots.txt.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { indexablePages } from "./built-pages.mjs";

const escapeXml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c],
  );

/** @param {import("./built-pages.mjs").BuiltPage[]} pages */
export function sitemapXml(pages) {
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

/** @param {string} origin */
export function robotsTxt(origin) {
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

/** @param {string} root @param {import("./built-pages.mjs").BuiltPage[]} pages */
export async function writeSitemap(root, pages) {
  const home = pages.find((page) => page.urlPath === "/");
  if (!home?.canonical) throw new Error("The home page has no canonical URL: cannot tell the site's origin.");
  await writeFile(path.join(root, "sitemap.xml"), sitemapXml(pages));
  await writeFile(path.join(root, "robots.txt"), robotsTxt(new URL(home.canonical).origin));
  return indexablePages(pages).length;
}
