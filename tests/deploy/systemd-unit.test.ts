import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";

/** deploy/urbis@.service, the unit docs/deploy.md installs for each instance of the service. */
const unit = path.resolve("deploy/urbis@.service");
const systemdAnalyze = "/usr/bin/systemd-analyze";

/** The unit's `Environment=` assignments for one instance, `%i` being its port. */
async function environment(port: string): Promise<Record<string, string>> {
  const text = await readFile(unit, "utf8");
  const assignments = [...text.matchAll(/^Environment=(.*)$/gm)].flatMap((m) => (m[1] ?? "").split(/\s+/));
  return Object.fromEntries(
    assignments.map((assignment) => {
      const [name = "", ...value] = assignment.replaceAll("%i", port).split("=");
      return [name, value.join("=")];
    }),
  );
}

describe("the systemd unit of an instance", () => {
  it.runIf(existsSync(systemdAnalyze))("is a unit systemd reads without a complaint", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "urbis-unit-"));
    try {
      // An instance of the template, as `systemctl start urbis@3001` makes it.
      const instance = path.join(dir, "urbis@3001.service");
      await copyFile(unit, instance);
      const { stdout, stderr } = await promisify(execFile)(systemdAnalyze, ["verify", instance]);
      expect(stdout + stderr).toBe("");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("starts the built service with settings it accepts, on the port after the @, on loopback", async () => {
    const text = await readFile(unit, "utf8");
    expect(text).toMatch(/^ExecStart=\/usr\/bin\/node --enable-source-maps build\/service\/main\.js$/m);
    const config = loadConfig({ ...(await environment("3001")), DATABASE_URL: "postgres://urbis@db/urbis" });
    expect(config).toMatchObject({ PORT: 3001, HOST: "127.0.0.1", NODE_ENV: "production" });
    expect(config.SITE_DIR).toBe(`${text.match(/^WorkingDirectory=(.*)$/m)?.[1]}/build/client`);
  });

  it("is shown as it is by docs/deploy.md", async () => {
    expect(await readFile("docs/deploy.md", "utf8")).toContain(
      `\`\`\`ini\n${await readFile(unit, "utf8")}\`\`\``,
    );
  });
});
