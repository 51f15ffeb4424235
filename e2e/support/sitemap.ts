import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The paths of every indexable page of the build under test, read from its sitemap.xml: the e2e
 * checks cover whatever pages and languages the site has, without a list of their own.
 */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(process.env.BUILD_DIR ?? "build", "client", "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname).sort();
}

/** The language of a path: its prefix, or French for unprefixed paths. */
export function languageOf(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  return first === "en" || first === "ar" ? first : "fr";
}
