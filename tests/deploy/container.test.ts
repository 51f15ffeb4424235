import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { installDebianPackage } from "../../scripts/debian-package";
import { composeConfigCommand, containerCheckCommand } from "./support/commands";

/**
 * What can be checked of the container files without building anything: the Containerfile's
 * stages and instructions, and compose.yaml as `docker-compose config` reads it. Building and
 * running the image is scripts/container-check.ts's work (run by `.ci/run`).
 */

type Instruction = { keyword: string; args: string };
type Stage = { from: string; name?: string; instructions: Instruction[] };

/** The Containerfile's global ARGs and stages, with line continuations joined and comments left out. */
function parseContainerfile(text: string) {
  const lines = text
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const globals: Instruction[] = [];
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = "", args = ""] = line.match(/^(\w+)\s+(.*)$/) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args };
    if (instruction.keyword === "FROM") {
      const [from = "", , name] = args.split(/\s+/);
      stages.push({ from, name, instructions: [] });
    } else (stages.at(-1)?.instructions ?? globals).push(instruction);
  }
  return { globals, stages };
}

const all = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** `ENV A=1 B="x y"` as a record. */
function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of all(stage, "ENV"))
    for (const [, name = "", value = ""] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g))
      env[name] = value.replace(/^"|"$/g, "");
  return env;
}

const isInside = (folder: string, parent: string) => folder === parent || folder.startsWith(`${parent}/`);

describe("the Containerfile", async () => {
  const { globals, stages } = parseContainerfile(await readFile("Containerfile", "utf8"));
  const runtime = stages.at(-1) as Stage;
  const env = envOf(runtime);
  const volumes = all(runtime, "VOLUME").flatMap((args) => JSON.parse(args) as string[]);

  it("builds on a base given as a build argument, an official Node LTS image by default", () => {
    const base = globals.find((i) => i.keyword === "ARG" && i.args.startsWith("BASE="))?.args.slice(5) ?? "";
    // Node's long-term support lines are the even majors; 20 is the oldest the service supports.
    expect(base).toMatch(/^node:(2[02468]|[3-9][02468])-[a-z]+-slim$/);
    expect(stages.filter((stage) => stage.from === "${BASE}").map((stage) => stage.name)).toEqual([
      "build",
      "prebuilt",
      "service",
    ]);
  });

  it("keeps the build apart: the runtime stage copies the built site, service and production dependencies", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(runtime.name).toBe("service");
    const build = stages.find((stage) => stage.name === "build") as Stage;
    expect(all(build, "RUN").join("\n")).toMatch(/npm prune --omit=dev/);
    expect(all(runtime, "RUN").join("\n")).not.toMatch(/npm (ci|install)/);
    expect(all(runtime, "COPY").sort()).toEqual(
      [
        "--from=source /app/package.json ./",
        "--from=source /app/node_modules ./node_modules",
        "--from=source /app/build/client ./build/client",
        "--from=source /app/build/service ./build/service",
      ].sort(),
    );
  });

  it("takes the built files from the sources by default, or already built with SOURCE=prebuilt", () => {
    // Empty by default and read as ${SOURCE:-build}: buildah 1.28 would otherwise skip `build`.
    expect(globals).toContainEqual({ keyword: "ARG", args: "SOURCE=" });
    const source = stages.find((stage) => stage.name === "source") as Stage;
    expect(source.from).toBe("${SOURCE:-build}");
    expect(source.instructions).toEqual([]);
    expect(stages.map((stage) => stage.name)).toEqual(
      expect.arrayContaining(["build", "prebuilt", "source", "service"]),
    );
    // Both ways give the runtime stage what it copies, where it copies it from.
    const build = stages.find((stage) => stage.name === "build") as Stage;
    const prebuilt = stages.find((stage) => stage.name === "prebuilt") as Stage;
    for (const stage of [build, prebuilt]) {
      expect(all(stage, "WORKDIR")).toEqual(["/app"]);
      expect(all(stage, "COPY")[0]).toBe("package.json package-lock.json .npmrc ./");
    }
    // The prebuilt way: production dependencies from the lockfile, the built site and service from
    // the build context `built` (the checkout's build/), nothing built and no development tools.
    expect(all(prebuilt, "RUN")).toEqual(["npm ci --omit=dev --no-audit --no-fund"]);
    expect(all(prebuilt, "COPY").slice(1)).toEqual([
      "--from=built client ./build/client",
      "--from=built service ./build/service",
    ]);
  });

  it("gives nginx's stage the built site where the configuration the generator wrote for it looks", () => {
    const web = stages.find((stage) => stage.name === "web") as Stage;
    const build = stages.find((stage) => stage.name === "build") as Stage;
    expect(web.from).toBe("${NGINX_BASE}");
    const root = all(build, "RUN")
      .join("\n")
      .match(/NGINX_ROOT=(\S+) .*NGINX_CONF=(\S+) npm run nginx:conf/);
    expect(root).not.toBeNull();
    expect(all(web, "COPY")).toEqual([
      `--from=build /app/build/client ${root?.[1]}`,
      `--from=build /app/${root?.[2]} /etc/nginx/conf.d/urbis.conf`,
    ]);
  });

  it("runs the service as a user that is not root, stopped by SIGTERM", () => {
    const user = all(runtime, "USER").at(-1) ?? "root";
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(all(runtime, "RUN").join("\n")).toContain(`useradd --system --uid 10001 --gid ${user}`);
    expect(all(runtime, "STOPSIGNAL")).toEqual(["SIGTERM"]);
    // The exec form: node is the container's first process and gets the signal itself.
    expect(JSON.parse(all(runtime, "CMD").at(-1) ?? "[]")).toEqual([
      "node",
      "--enable-source-maps",
      "build/service/main.js",
    ]);
  });

  it("asks /readyz on the service's port for its health", () => {
    const [healthcheck = ""] = all(runtime, "HEALTHCHECK");
    expect(healthcheck).toMatch(/^--interval=\S+ .*CMD \[/);
    expect(healthcheck).toContain("'http://127.0.0.1:' + process.env.PORT + '/readyz'");
  });

  it("keeps the data folder inside a volume, not at its mount point, and the outbox in one", () => {
    expect(volumes.length).toBe(2);
    const dataVolume = volumes.find((volume) => isInside(env.DATA_DIR ?? "", volume));
    // A restore renames the data folder, which a mount point refuses (decision 048).
    expect(dataVolume).toBeDefined();
    expect(env.DATA_DIR).not.toBe(dataVolume);
    // Backups go beside the data folder by default: in the same volume.
    expect(isInside(`${env.DATA_DIR}-backups`, dataVolume as string)).toBe(true);
    expect(volumes.some((volume) => isInside(env.OUTBOX_DIR ?? "", volume))).toBe(true);
  });

  it("sets defaults the service accepts, in production, the rest left to the environment", () => {
    const config = loadConfig({ ...env });
    expect(config).toMatchObject({ NODE_ENV: "production", HOST: "0.0.0.0", PORT: 3000 });
    expect(all(runtime, "EXPOSE")).toEqual([String(config.PORT)]);
    expect(config.SITE_DIR).toBe(`${all(runtime, "WORKDIR").at(-1)}/build/client`);
  });

  it("leaves this machine's dependencies, build and data out of the context, for docker and podman alike", async () => {
    const ignored = (await readFile(".containerignore", "utf8")).split("\n");
    for (const entry of ["node_modules", "build", ".env", "data", "outbox", ".git"])
      expect(ignored).toContain(entry);
    expect(await readFile(".dockerignore", "utf8")).toBe(await readFile(".containerignore", "utf8"));
  });
});

describe("CI's run of the container check", async () => {
  const lines = (await readFile(".ci/run", "utf8")).split("\n").map((line) => line.trim());

  it("runs beside the unit and service tests, after the install and the build, and fails the run", async () => {
    expect(lines).toContain("set -euo pipefail");
    const at = (command: string) => lines.indexOf(command);
    // Under `set -e` a failure of a command before `&&` does not stop the script: none is listed.
    expect(lines.filter((line) => !line.startsWith("#") && line.includes("&&"))).toEqual([]);
    expect(at("npm ci")).toBeGreaterThan(-1);
    // The README's test command, told to run the check as one of its steps.
    expect(at("CONTAINER_CHECK=prebuilt npm test")).toBeGreaterThan(at("npm ci"));
    // The test command runs it as the docs show it, with `--prebuilt`: the image takes the site the
    // build step has just made from the same commit, so it is a step of the stage after the build.
    expect(containerCheckCommand).toMatch(/^npx tsx scripts\/container-check\.ts --prebuilt$/);
    const runner = await readFile("scripts/test.ts", "utf8");
    const step = `args: ["exec", "--", ${containerCheckCommand
      .replace(/^npx /, "")
      .split(" ")
      .map((word) => `"${word}"`)
      .join(", ")}]`;
    expect(runner).toContain(step);
    expect(runner.indexOf("...containerCheck]")).toBeGreaterThan(runner.indexOf('{ name: "build"'));
  });
});

type ComposeService = {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  networks?: Record<string, { ipv4_address?: string } | null>;
  volumes?: string[];
};

/** compose.yaml as `docker-compose config` (Debian's package) reads it: the command docs/deploy.md shows. */
async function composeConfig(): Promise<{ services: Record<string, ComposeService> }> {
  if (!existsSync("/usr/bin/docker-compose"))
    installDebianPackage("docker-compose", "install Debian's `docker-compose` package");
  const { stdout } = await promisify(execFile)("sh", ["-c", composeConfigCommand]);
  // docker-compose writes YAML; its own dependency, Python's yaml module, reads it back as JSON.
  const json = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      "python3",
      ["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))"],
      (error, out) => (error ? reject(error) : resolve(out)),
    );
    child.stdin?.end(stdout);
  });
  return JSON.parse(json) as { services: Record<string, ComposeService> };
}

describe("compose.yaml, the reference topology in containers", async () => {
  const { services } = await composeConfig();
  const instances = ["urbis-1", "urbis-2"];

  it("is valid, and names nginx, two instances and PostgreSQL", () => {
    expect(Object.keys(services).sort()).toEqual(["nginx", "postgres", ...instances].sort());
    expect(services.postgres?.image).toMatch(/^postgres:\d+/);
  });

  it("builds the instances from the Containerfile's service stage, nginx from its web stage", () => {
    for (const name of instances)
      expect(services[name]?.build).toMatchObject({ target: "service", dockerfile: "Containerfile" });
    expect(services.nginx?.build).toMatchObject({ target: "web", dockerfile: "Containerfile" });
    // The generated configuration's upstream names both instances on the image's port.
    expect(services.nginx?.build?.args?.NGINX_UPSTREAMS).toBe(
      instances.map((name) => `${name}:3000`).join(","),
    );
    expect(Object.keys(services.nginx?.depends_on ?? {}).sort()).toEqual(instances);
  });

  it("gives the instances settings the service accepts in production: PostgreSQL, nginx named as their proxy", async () => {
    const { stages } = parseContainerfile(await readFile("Containerfile", "utf8"));
    const imageEnv = envOf(stages.at(-1) as Stage);
    const nginxAddress = services.nginx?.networks?.default?.ipv4_address;
    expect(nginxAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const name of instances) {
      const environment = services[name]?.environment ?? {};
      const config = loadConfig({ ...imageEnv, ...environment });
      expect(config.DATABASE_URL).toMatch(/^postgres:\/\/urbis:secret@postgres:5432\/urbis$/);
      expect(config.SERVICE_URL).toBe("https://urbis.ma");
      expect(config.SMTP_URL).toBeUndefined();
      expect(config.TRUST_PROXY && config.TRUST_PROXY.hops).toBeUndefined();
      expect(config.TRUST_PROXY && config.TRUST_PROXY(nginxAddress as string, 0)).toBe(true);
      expect(config.TRUST_PROXY && config.TRUST_PROXY("172.30.0.99", 0)).toBe(false);
      expect(services[name]?.volumes).toContain(`outbox:${imageEnv.OUTBOX_DIR}:rw`);
    }
  });

  it("is shown as it is by docs/deploy.md", async () => {
    expect(await readFile(path.resolve("docs/deploy.md"), "utf8")).toContain(
      `\`\`\`yaml\n${await readFile("compose.yaml", "utf8")}\`\`\``,
    );
  });
});
