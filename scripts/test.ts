// `npm test`: every check and every test, in the order that fails fastest. It finds or installs
// what the tests need itself: Chromium, nginx, and a PostgreSQL server (scripts/postgres.sh) unless
// TEST_DATABASE_URL or DATABASE_URL names one.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { installDebianPackage } from "./debian-package";
import { findChromium } from "./find-chromium";

const steps: [name: string, args: string[]][] = [
  ["typecheck", ["run", "typecheck"]],
  ["lint", ["run", "lint"]],
  ["format", ["run", "format:check"]],
  ["build", ["run", "build"]],
  ["unit and service tests", ["run", "test:unit"]],
  ["end-to-end tests", ["run", "test:e2e"]],
];

process.env.CHROME_PATH = findChromium({ install: true });
// The reference topology's test puts Debian's nginx in front of the service.
if (!existsSync("/usr/sbin/nginx"))
  installDebianPackage("nginx-light", "install Debian's `nginx-light` package");
if (!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL) {
  const output = execFileSync("bash", ["scripts/postgres.sh"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.env.TEST_DATABASE_URL = output.trim().split("\n").at(-1);
}
console.log(`PostgreSQL for the tests: ${process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL}`);
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  execFileSync("npm", args, { stdio: "inherit", env: process.env });
}
