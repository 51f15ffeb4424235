import { contentSecurityPolicy } from "#server/security/headers";
import { resolvePath } from "#server/site/resolve";
import { loadSiteFiles } from "#server/site/site-files";
import { cacheControl } from "#server/site/static-site";

/** The file the build writes for static hosts: never a file of the site itself. */
export const headersFileName = "_headers";

/**
 * A built file and the headers the service sends with it (server/site/): its policy (with the hashes
 * of its inline scripts, for a page) and its Cache-Control when it is answered with 200. `page` is
 * the path that answers it with 200 when it is a page (`/en/core/demo` for
 * `/en/core/demo/index.html`); not-found pages and the SPA fallback have none.
 */
export type BuiltFile = {
  key: string;
  page?: string;
  contentSecurityPolicy: string;
  cacheControl: string;
};

/** Every file of the built site in `root`, read as the service reads it at start. */
export async function readBuiltFiles(root: string): Promise<BuiltFile[]> {
  const files = await loadSiteFiles(root);
  const has = (key: string) => files.has(key);
  const built: BuiltFile[] = [];
  for (const [key, file] of files) {
    if (key === `/${headersFileName}`) continue;
    const path = key === "/index.html" ? "/" : key.replace(/\/index\.html$/, "");
    const served = path !== key ? resolvePath(path, has) : undefined;
    built.push({
      key,
      page: served?.kind === "file" && served.status === 200 && served.key === key ? path : undefined,
      contentSecurityPolicy: contentSecurityPolicy(file.scriptHashes),
      cacheControl: cacheControl(key, file, 200),
    });
  }
  return built.sort((a, b) => (a.key < b.key ? -1 : 1));
}
