import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { clientDir, describeBuilt, readBuilt } from "../support/built-site";

/** docs/product.md §4: xs 0 (no query), sm 600, extrasm 768, md 900, extramd 992, lg 1200, xl 1536. */
const spec = [600, 768, 900, 992, 1200, 1536];

describeBuilt("the built stylesheets", () => {
  it("use no width breakpoint but those of docs/product.md", () => {
    const sheets = readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".css"));
    expect(sheets.length).toBeGreaterThan(0);
    const widths = new Set<number>();
    for (const sheet of sheets) {
      const css = readBuilt(path.join("assets", sheet)).toString("utf8");
      for (const query of css.matchAll(/@media[^{]*\{/g))
        for (const width of query[0].matchAll(/width\s*(?:>=|<=|<|>|:)\s*(\d+(?:\.\d+)?)(px|rem|em)/g))
          widths.add(Number(width[1]) * (width[2] === "px" ? 1 : 16));
    }
    expect(widths.size).toBeGreaterThan(0);
    expect([...widths].filter((width) => !spec.includes(width))).toEqual([]);
  });

  it("condition no rule of the whole page on :has() (every change to the DOM would restyle all of it)", () => {
    const sheets = readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".css"));
    const rooted: string[] = [];
    for (const sheet of sheets) {
      const css = readBuilt(path.join("assets", sheet)).toString("utf8");
      for (const selector of css.matchAll(/(?:^|[}{;,])\s*((?::root|html|body)[^{};,]*:has\()/g))
        rooted.push(`${sheet}: ${selector[1]}`);
    }
    expect(rooted).toEqual([]);
  });
});
