import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { settingSpecs } from "#core/content/settings";
import { contentChecks, launchCheck } from "../../scripts/launch-check";
import { everySetting } from "../core/content/support/settings";
import { launchCheckCommand } from "./support/commands";

const root = path.resolve(import.meta.dirname, "../..");

/** Every setting blank (a set variable wins over .env, and blank reads as unset), then `env`. */
function settings(env: Record<string, string>): Record<string, string> {
  const blank = Object.fromEntries(settingSpecs().map(({ name }) => [`URBIS_PUBLIC_${name}`, ""]));
  return { ...blank, ...env };
}

/** `npm run launch:check` as the README shows it, with these settings: its output and exit code. */
async function runCommand(env: Record<string, string>): Promise<{ output: string; code: number }> {
  try {
    const { stdout } = await promisify(execFile)("sh", ["-c", launchCheckCommand], {
      cwd: root,
      env: { ...process.env, ...settings(env) },
    });
    return { output: stdout, code: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; code?: number };
    return { output: failed.stdout ?? "", code: failed.code ?? -1 };
  }
}

const launchSettings = settingSpecs()
  .filter((s) => s.need === "launch")
  .map((s) => `URBIS_PUBLIC_${s.name}`);

describe("npm run launch:check (scripts/launch-check.ts)", { timeout: 120_000 }, () => {
  it("with no setting: lists every one a launch needs and the sample testimonials, and exits 1", async () => {
    const { output, code } = await runCommand({});
    expect(code).toBe(1);
    for (const name of launchSettings) expect(output).toMatch(new RegExp(`^  ${name} `, "m"));
    expect(output).toMatch(/9 sample testimonials in core\/content\/testimonials\.ts/);
    // Today no plan has a price: each is listed, shown "on quote", and does not stop a launch.
    expect(output).toMatch(
      /3 plan\(s\) without a price in core\/content\/pricing\.ts \(basic, standard, premium\)/,
    );
    expect(output).toContain("Not ready");
  });

  it("with every setting set: nothing is left, and it exits 0", async () => {
    const { output, code } = await runCommand(everySetting);
    expect(output).not.toMatch(/^ {2}URBIS_PUBLIC_/m);
    expect(output).toContain("Ready: every setting a launch needs is set");
    expect(code).toBe(0);
  });

  it("samples shown on a build (URBIS_PUBLIC_SHOW_SAMPLES=true) stop a launch", async () => {
    const { lines, ok } = await launchCheck(settings({ ...everySetting, URBIS_PUBLIC_SHOW_SAMPLES: "true" }));
    expect(ok).toBe(false);
    expect(lines.join("\n")).toMatch(/sample testimonials would be shown/);
  });

  it("asks for the CNDP's transfer authorisation only when data leaves Morocco", async () => {
    const inMorocco = settings({
      ...everySetting,
      URBIS_PUBLIC_SUBPROCESSORS: "Host Example:hosting:MA",
      URBIS_PUBLIC_CNDP_TRANSFER_AUTHORISATION: "",
    });
    expect((await launchCheck(inMorocco)).ok).toBe(true);
    const abroad = { ...inMorocco, URBIS_PUBLIC_SUBPROCESSORS: "Mail Example:email:FR" };
    const report = await launchCheck(abroad);
    expect(report.ok).toBe(false);
    expect(report.lines.join("\n")).toMatch(/^ {2}URBIS_PUBLIC_CNDP_TRANSFER_AUTHORISATION /m);
  });

  it("reports a value the build would refuse, and fails", async () => {
    const report = await launchCheck(settings({ ...everySetting, URBIS_PUBLIC_ICE: "123" }));
    expect(report.ok).toBe(false);
    expect(report.lines.join("\n")).toMatch(/URBIS_PUBLIC_ICE must be the 15 digits/);
  });

  it("runs its content checks: a blocking finding fails even with every setting set", async () => {
    const placeholder = async () => [{ what: "a price not set", blocks: true }];
    const report = await launchCheck(settings(everySetting), [...contentChecks, placeholder]);
    expect(report.ok).toBe(false);
    expect(report.lines).toContain("  a price not set");
  });
});
