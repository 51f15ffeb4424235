import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

type Node = {
  nodeId: number;
  nodeType: number;
  localName: string;
  attributes?: string[];
  children?: Node[];
  shadowRoots?: Node[];
};
type Used = Map<string, { glyphs: number; example: string }>;

/** "Inter Variable (web)", "Liberation Sans (system)": a font as the tests name it. */
const label = (font: { familyName: string; isCustomFont: boolean }) =>
  `${font.familyName} (${font.isCustomFont ? "web" : "system"})`;

async function enable(cdp: CDPSession) {
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
}

/**
 * The font each rendered text was drawn with, as Chromium reports it: the family inside the font
 * file, and whether it came from the page (a web font) or from the system.
 */
async function fontsDrawn(page: Page, cdp: CDPSession): Promise<Used> {
  await page.evaluate(() => document.fonts.ready);
  await enable(cdp);
  const { root } = (await cdp.send("DOM.getDocument", { depth: -1 })) as { root: Node };
  const used: Used = new Map();
  const outerHtml = async (nodeId: number) =>
    ((await cdp.send("DOM.getOuterHTML", { nodeId })) as { outerHTML: string }).outerHTML.slice(0, 160);
  // A language's own name in the language menus and the form's language choice (lang="ar" on a
  // French page) is left to the system's face for that script: a page does not fetch a face for
  // one word. Chromium reports an element's inline descendants with it, so an element holding
  // such a name is left out; the rest of its text is reported with its other descendants.
  const langOf = (node: Node, inherited: string) => {
    const attributes = node.attributes ?? [];
    const index = attributes.indexOf("lang");
    return index >= 0 && index % 2 === 0 ? (attributes[index + 1] ?? inherited) : inherited;
  };
  const holdsAnotherLanguage = (node: Node, pageLang: string, inherited: string): boolean => {
    const lang = langOf(node, inherited);
    return (
      lang !== pageLang || (node.children ?? []).some((child) => holdsAnotherLanguage(child, pageLang, lang))
    );
  };
  const visit = async (node: Node, pageLang: string, lang: string) => {
    const here = langOf(node, lang);
    if (node.nodeType === 1 && node.localName !== "option" && !holdsAnotherLanguage(node, pageLang, lang)) {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: node.nodeId });
      for (const font of fonts) {
        const key = label(font);
        const seen = used.get(key) ?? { glyphs: 0, example: await outerHtml(node.nodeId) };
        used.set(key, { ...seen, glyphs: seen.glyphs + font.glyphCount });
      }
    }
    for (const child of node.children ?? []) await visit(child, pageLang, here);
  };
  const html = root.children?.find((node) => node.localName === "html");
  const pageLang = html ? langOf(html, "") : "";
  expect(pageLang).not.toBe("");
  if (html) await visit(html, pageLang, pageLang);
  return used;
}

const pages = [
  { path: "/", faces: ["Inter"] },
  { path: "/en/core/features/announcements", faces: ["Inter"] },
  { path: "/core/demo", faces: ["Inter"] },
  { path: "/ar", faces: ["Noto Sans Arabic", "Inter"] },
  { path: "/ar/core/demo", faces: ["Noto Sans Arabic", "Inter"] },
  // Percentages and amounts in Arabic (the figures, the pricing's VAT), without Intl's marks.
  { path: "/ar/core/company/about-us", faces: ["Noto Sans Arabic", "Inter"] },
  { path: "/ar/core/pricing", faces: ["Noto Sans Arabic", "Inter"] },
];

test.describe("the site's own faces", () => {
  for (const { path, faces } of pages) {
    test(`${path} draws its text in ${faces.join(" and ")}, none in a system font`, async ({ page }) => {
      await page.goto(path);
      const used = await fontsDrawn(page, await page.context().newCDPSession(page));
      const families = [...used.keys()];
      expect(
        families
          .filter((family) => family.endsWith("(system)"))
          .map((family) => `${family} in ${used.get(family)?.example}`),
      ).toEqual([]);
      for (const face of faces) {
        const drawn = families.find((family) => family.startsWith(face));
        expect(drawn, `${face} among ${families.join(", ")}`).toBeDefined();
        expect(used.get(drawn ?? "")?.glyphs).toBeGreaterThan(200);
      }
    });
  }

  test("a name in Latin Extended is drawn in Inter from its second file", async ({ page }) => {
    await page.goto("/core/company/contact-us");
    const second = page.waitForResponse((response) => /inter-latin-ext-[^/]*\.woff2$/.test(response.url()));
    const name = page.locator('input[name="name"]');
    await name.fill("Łukasz Wąsowski");
    expect((await second).status()).toBe(200);
    // The typed text lives in the input's own (user-agent) shadow tree.
    const cdp = await page.context().newCDPSession(page);
    await enable(cdp);
    const { root } = (await cdp.send("DOM.getDocument", { depth: -1, pierce: true })) as { root: Node };
    const find = (node: Node): Node | undefined =>
      node.localName === "input" && node.attributes?.join(" ").includes("name name")
        ? node
        : [...(node.children ?? []), ...(node.shadowRoots ?? [])].map(find).find(Boolean);
    const editor = find(root)?.shadowRoots?.[0]?.children?.[0];
    expect(editor, "the input's inner editor").toBeDefined();
    await expect
      .poll(async () => {
        const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: editor?.nodeId ?? 0 });
        return fonts.map(label);
      })
      .toEqual([expect.stringMatching(/^Inter.*\(web\)$/)]);
  });
});
