// `npm run launch:check`: what the site still needs before it goes public — every URBIS_PUBLIC_*
// setting a launch needs that is unset, and every sample still in the content — read from the
// environment and `.env` as the build reads them. Exits 1 while anything remains, 0 when a build
// made now would show nothing invented (decision 033).
import { existsSync } from "node:fs";
import type { Site } from "#core/content/site";
import type { Env, SettingSpec } from "#core/content/settings";

/** Something the content still holds that must not ship as it is, found by a content check. */
export type Finding = {
  /** One line for the operator: what it is and where. */
  what: string;
  /** Whether it stops a launch (exit 1), or is only listed. */
  blocks: boolean;
};

/** A look at one content list; it receives the settings the build would have. */
export type ContentCheck = (site: Site) => Promise<Finding[]>;

/**
 * The content checks, one per content list that may hold placeholders. To add one, append a
 * function that returns a finding per item left. A blocking finding makes the check exit 1 even with every
 * setting set (tests/scripts/launch-check.test.ts expects 0 then: decide there what remains).
 */
export const contentChecks: ContentCheck[] = [
  // Sample testimonials (core/content/testimonials.ts): a launch blocker only if this build would
  // show them; left out (the default), they are listed so that real ones replace them.
  async (site) => {
    const { sampleTestimonials } = await import("#core/content/testimonials");
    if (sampleTestimonials.length === 0) return [];
    const ids = sampleTestimonials.map((t) => t.id).join(", ");
    return [
      site.showSamples
        ? {
            what: `${sampleTestimonials.length} sample testimonials would be shown (URBIS_PUBLIC_SHOW_SAMPLES=true): ${ids}`,
            blocks: true,
          }
        : {
            what: `${sampleTestimonials.length} sample testimonials in core/content/testimonials.ts (${ids}), left out of the build: the site shows no testimonials until real ones replace them`,
            blocks: false,
          },
    ];
  },
  // Plans without a price (core/content/pricing.ts): they show "on quote", which a launch may
  // want, so they are listed, not blocking.
  async () => {
    const { unsetPrices } = await import("#core/content/pricing");
    const plans = unsetPrices();
    if (plans.length === 0) return [];
    return [
      {
        what: `${plans.length} plan(s) without a price in core/content/pricing.ts (${plans.join(", ")}): the pricing page shows them "on quote"`,
        blocks: false,
      },
    ];
  },
];

export type LaunchReport = { lines: string[]; ok: boolean };

/** The report for the settings in `env`; `checks` are the content checks to run. */
export async function launchCheck(env: Env, checks = contentChecks): Promise<LaunchReport> {
  const { readSite, SettingError } = await import("#core/content/site");
  const { settingSpecs, readSetting } = await import("#core/content/settings");
  const { legal } = await import("#core/content/legal");
  let site: Site;
  try {
    site = readSite(env);
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    return { lines: [`A setting holds a value the build refuses: ${error.message}`], ok: false };
  }
  const abroad =
    legal.transfersAbroad ||
    [site.hosting.country, ...site.hosting.subprocessors.map((s) => s.country)].some(
      (country) => country !== undefined && country !== "MA",
    );
  const needed = (spec: SettingSpec) => spec.need === "launch" || (spec.need === "abroad" && abroad);
  const unset: readonly SettingSpec[] = settingSpecs().filter(
    (spec) => readSetting(env, spec.name) === undefined,
  );
  const missing = unset.filter(needed);
  // The samples' switch is not a missing setting: off is what a launch wants.
  const optional = unset.filter((spec) => !needed(spec) && spec.name !== "SHOW_SAMPLES");
  const findings = (await Promise.all(checks.map((check) => check(site)))).flat();
  const blocking = findings.filter((f) => f.blocks);

  const row = (spec: SettingSpec) => `  URBIS_PUBLIC_${spec.name.padEnd(28)} ${spec.what}`;
  const lines = [
    "Launch check: the site's settings (URBIS_PUBLIC_*, read at build time) and its content",
    "",
  ];
  if (missing.length > 0)
    lines.push(`Settings a launch needs, not set (${missing.length}):`, ...missing.map(row), "");
  if (blocking.length > 0)
    lines.push(`Content that must not ship (${blocking.length}):`, ...blocking.map((f) => `  ${f.what}`), "");
  const notes = findings.filter((f) => !f.blocks);
  if (notes.length > 0)
    lines.push("Content still to fill (not blocking):", ...notes.map((f) => `  ${f.what}`), "");
  if (optional.length > 0)
    lines.push(
      `Optional settings not set: their element left out, or their default used (${optional.length}):`,
      ...optional.map(row),
      "",
    );
  const ok = missing.length === 0 && blocking.length === 0;
  lines.push(
    ok
      ? "Ready: every setting a launch needs is set, and no sample would be shown."
      : `Not ready: ${missing.length + blocking.length} thing(s) to settle before a launch.`,
  );
  return { lines, ok };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The settings as the build reads them: the environment, then .env for what it does not set.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { lines, ok } = await launchCheck(process.env);
  console.log(lines.join("\n"));
  process.exitCode = ok ? 0 : 1;
}
