import { describe, expect, it } from "vitest";
import { imageTitle } from "../../../scripts/seo/share-images";
import { tokenize, visualOrder, wrap } from "../../../scripts/seo/text-layout";

const visual = (title: string, paragraph: "L" | "R") =>
  visualOrder(tokenize(title), paragraph).map((token: { text: string }) => token.text);

describe("share image titles", () => {
  it("drop the brand, which the image already shows", () => {
    expect(imageTitle("Urbis — Gestion de copropriété au Maroc")).toBe("Gestion de copropriété au Maroc");
    expect(imageTitle("الإعلانات — Urbis")).toBe("الإعلانات");
    expect(imageTitle("Urbis")).toBe("Urbis");
  });

  it("read right to left in Arabic, with Latin words and numbers left to right inside", () => {
    // Logical: متجر Urbis 2026 للجميع → from the left edge: للجميع, Urbis 2026, متجر
    expect(visual("متجر Urbis 2026 للجميع", "R")).toEqual(["للجميع", "Urbis", "2026", "متجر"]);
  });

  it("put Arabic punctuation on the left of its word and mirror brackets", () => {
    // The closing bracket ends up on the left edge, drawn as an opening one, as a browser would.
    expect(visual("الإعلانات، (الدار البيضاء)", "R")).toEqual([
      "(",
      "البيضاء",
      "الدار",
      ")",
      "،",
      "الإعلانات",
    ]);
  });

  it("leave left-to-right titles in reading order", () => {
    expect(visual("Gestion — Urbis", "L")).toEqual(["Gestion", "—", "Urbis"]);
  });

  it("wrap by whole words", () => {
    const tokens = tokenize("un deux trois quatre");
    const lines = wrap(tokens, (t: { text: string }) => t.text.length, 1, 9);
    expect(lines.map((line: { text: string }[]) => line.map((t) => t.text).join(" "))).toEqual([
      "un deux",
      "trois",
      "quatre",
    ]);
  });
});
