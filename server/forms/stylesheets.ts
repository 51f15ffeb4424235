import type { SiteFile } from "#server/site/site-files";

/** The built site's stylesheets (read from its home page), so the service's own pages match it. */
export function siteStylesheets(files: Map<string, SiteFile>): string[] {
  const home = files.get("/index.html")?.body.toString("utf8") ?? "";
  return [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)]
    .map((match) => match[1] ?? "")
    .filter(Boolean);
}
