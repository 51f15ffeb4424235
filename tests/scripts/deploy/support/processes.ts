import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { installDebianPackage } from "../../../../scripts/debian-package";

const run = promisify(execFile);

/** A program from Debian's packages, installed when it is missing and we may (root with apt-get). */
function findProgram(candidates: string[], pkg: string): string {
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  installDebianPackage(pkg, `install Debian's \`${pkg}\` package`);
  return findProgram(candidates, pkg);
}

/** Debian's nginx (nginx-light is enough: it serves precompressed .gz files). */
export const findNginx = () => findProgram(["/usr/sbin/nginx"], "nginx-light");

export const findOpenssl = () => findProgram(["/usr/bin/openssl"], "openssl");

/** A self-signed certificate for 127.0.0.1, which the tests' client trusts. */
export async function selfSignedCertificate(dir: string) {
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  await run(findOpenssl(), [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
    ...["-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=127.0.0.1"],
    ...["-addext", "subjectAltName=IP:127.0.0.1"],
  ]);
  return { certificate, key };
}

export type Running = { log: () => string; stop: () => Promise<void> };

/** Follows a child process: its output, and a stop that waits for its end (SIGKILL if it lingers). */
function follow(child: ChildProcess, signal: NodeJS.Signals): Running {
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += String(chunk)));
  child.stderr?.on("data", (chunk: Buffer) => (log += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    log: () => log,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * nginx with the generated configuration in `dir` (`site.conf`), included in an `http` block as
 * Debian's /etc/nginx/nginx.conf includes sites-enabled/, with its pid, logs and temporary files in
 * `dir`, in the foreground. The configuration is checked first (`nginx -t`).
 */
export async function startNginx(dir: string, siteConf: string): Promise<Running> {
  const nginx = findNginx();
  const conf = path.join(dir, "nginx.conf");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`,
  );
  const asRoot = process.getuid?.() === 0;
  await writeFile(
    conf,
    [
      "daemon off;",
      // Workers as root here: the build and the key belong to whoever runs the tests.
      ...(asRoot ? ["user root;"] : []),
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      `    access_log ${path.join(dir, "access.log")};`,
      ...temp,
      `    include ${siteConf};`,
      "}",
      "",
    ].join("\n"),
  );
  const args = ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log")];
  await run(nginx, ["-t", "-q", ...args]);
  return follow(spawn(nginx, args, { stdio: ["ignore", "pipe", "pipe"] }), "SIGTERM");
}
