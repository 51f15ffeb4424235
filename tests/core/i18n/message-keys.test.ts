import { describe, expect, it } from "vitest";
import type { FeatureSlug } from "#core/content/features";
import type { SolutionSlug } from "#core/content/solution-slugs";
import { familyKey, type MessageKey } from "#core/i18n/keys";
import { copyGroup, groupKey } from "#app/i18n/copy-group";
import { solutionKey } from "#app/catalog/solution-copy";
import type { Translate } from "#core/i18n/translator";

/**
 * The key builders are checked by the compiler: each `@ts-expect-error` below is a wrong key that
 * must not compile (typecheck fails on an expect-error that has no error). The assertions check what
 * the builders give at run time.
 */
const echo: Translate = (key) => key;
const slug = "announcements" as FeatureSlug;
const solution = "improve-internal-communication" as SolutionSlug;

describe("message keys built from a template", () => {
  it("are checked against every slug of the template's union", () => {
    expect(echo(`feature.${slug}.name`)).toBe("feature.announcements.name");
    // @ts-expect-error: no feature has a `nom`
    echo(`feature.${slug}.nom`);
    // @ts-expect-error: a slug typed as any string could name a feature without copy
    echo(`feature.${String(slug)}.name`);
  });

  it("solutionKey types the key for every solution", () => {
    expect(echo(solutionKey(solution, "outcome"))).toBe("solutions.improve-internal-communication.outcome");
    // @ts-expect-error: solutions have an outcome, not an outcomes
    echo(solutionKey(solution, "outcomes"));
  });

  it("familyKey accepts a family the copy has, and no other", () => {
    const step = 2 as number;
    expect(familyKey(`features.${slug}.steps.${step}`)).toBe("features.announcements.steps.2");
    // @ts-expect-error: the family is `steps`, not `stpes`
    familyKey(`features.${slug}.stpes.${step}`);
  });

  it("copyGroup and groupKey take a prefix whose names the copy has", () => {
    expect(copyGroup(echo, "tools.charges.disclaimer", ["title", "body"])).toEqual({
      title: "tools.charges.disclaimer.title",
      body: "tools.charges.disclaimer.body",
    });
    // @ts-expect-error: the savings estimator's copy has no disclaimer
    copyGroup(echo, "tools.savings.disclaimer", ["title", "body"]);
    const key: MessageKey = groupKey("tools.charges.disclaimer", "title");
    expect(key).toBe("tools.charges.disclaimer.title");
  });
});
