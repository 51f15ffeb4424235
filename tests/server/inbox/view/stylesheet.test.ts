import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inboxStylesheet } from "#server/inbox/view/stylesheet";

const colours = readFileSync("core/theme/colours.css", "utf8");

/** The value of each custom property in one rule of a stylesheet. */
function properties(rule: string): Record<string, string> {
  return Object.fromEntries(
    [...rule.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value]),
  );
}

describe("the inbox's stylesheet", () => {
  const css = inboxStylesheet("/no/built/site");
  const dark = /@media \(prefers-color-scheme: dark\) \{\s*:root \{([^}]*)\}/.exec(css)?.[1] ?? "";
  const siteDark = /:root\[data-theme="dark"\] \{([^}]*)\}/.exec(colours)?.[1] ?? "";
  const siteLight = /^:root \{([^}]*)\}/m.exec(colours)?.[1] ?? "";

  it("has the site's light colours, from the one file the site reads too", () => {
    expect(Object.keys(properties(siteLight))).toHaveLength(13);
    expect(css).toContain(siteLight);
    expect(readFileSync("app/app.css", "utf8")).toContain('@import "../core/theme/colours.css";');
  });

  it("has the site's dark colours when the system prefers dark, with no script to set a theme", () => {
    expect(properties(dark)).toEqual(properties(siteDark));
    expect(Object.keys(properties(dark))).toHaveLength(13);
    expect(css).not.toContain("data-theme");
  });

  it("copies none of them into its own file", () => {
    const own = readFileSync("server/inbox/view/inbox.css", "utf8");
    for (const name of Object.keys(properties(siteLight))) expect(own).not.toContain(`${name}:`);
  });
});
