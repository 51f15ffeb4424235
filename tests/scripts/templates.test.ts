import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { localeCodes } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { templateFiles, templateUrl } from "#core/tools/templates/files";
import { readBuiltPages, type BuiltPage } from "../../scripts/seo/built-pages";
import { decodeEntities, tags } from "../../scripts/seo/html";
import { clientDir, describeBuilt } from "../support/built-site";

/**
 * The templates the build writes (scripts/templates.ts), read from the built site: every file that
 * /core/tools/templates links in each language exists, is a zip (an Office file), has the size the
 * page states, and is the same bytes as the generator makes now.
 */
let pages: BuiltPage[];

describeBuilt("the built templates", () => {
  beforeAll(async () => {
    pages = await readBuiltPages(clientDir);
  });

  it("are each linked from the page in every language, with the size the page states", () => {
    for (const code of localeCodes) {
      const urlPath = localizePath("/core/tools/templates", code);
      const page = pages.find((candidate) => candidate.urlPath === urlPath);
      expect(page, urlPath).toBeDefined();
      const html = readFileSync(path.join(clientDir, page?.file ?? ""), "utf8");
      const links = tags(html, "a").filter((a) => a.href?.startsWith("/downloads/"));
      expect(links.map((a) => a.href).sort(), code).toEqual(templateFiles.map(templateUrl).sort());
      for (const link of links) {
        const file = readFileSync(path.join(clientDir, link.href ?? ""));
        expect(file.subarray(0, 4).toString("hex"), link.href).toBe("504b0304");
        expect(link.download, link.href).toBe("");
        const kilobytes = String(Math.ceil(file.length / 1000));
        const text = decodeEntities(html.slice(html.indexOf(`href="${link.href}"`)).split("</a>")[0] ?? "");
        expect(text, link.href).toContain(`${kilobytes}${code === "fr" ? "\u00a0" : " "}`);
      }
    }
  });

  it("are the bytes the generator makes", async () => {
    for (const file of templateFiles) {
      const built = readFileSync(path.join(clientDir, templateUrl(file)));
      expect(built.equals(Buffer.from(await file.build())), file.name).toBe(true);
    }
  });
});
