import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readSetting, settingNeeds, settingSpecs } from "#core/content/settings";

describe("the settings' table (core/content/settings.json)", () => {
  it("gives every setting a need the launch check knows and a description", () => {
    expect(settingSpecs().length).toBeGreaterThan(20);
    for (const spec of settingSpecs()) {
      expect(settingNeeds, spec.name).toContain(spec.need);
      expect(spec.what.length, spec.name).toBeGreaterThan(10);
      expect(spec.name).toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
  });

  it("lists the settings in the order .env.example does", () => {
    const example = readFileSync(".env.example", "utf8");
    const listed = [...example.matchAll(/^#?\s*URBIS_PUBLIC_([A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(listed).toEqual(settingSpecs().map((spec) => spec.name));
  });

  it("reads a setting trimmed, and a blank one as unset", () => {
    expect(readSetting({ URBIS_PUBLIC_ICE: "  001234567000089 " }, "ICE")).toBe("001234567000089");
    expect(readSetting({ URBIS_PUBLIC_ICE: "   " }, "ICE")).toBeUndefined();
    expect(readSetting({}, "ICE")).toBeUndefined();
  });
});
