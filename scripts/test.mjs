// `npm test`: every check and every test, in the order that fails fastest. It finds or installs
// Chromium itself; a PostgreSQL server is used too when DATABASE_URL names one.
import { execFileSync } from "node:child_process";
import { findChromium } from "./find-chromium.mjs";

const steps = [
  ["typecheck", ["run", "typecheck"]],
  ["lint", ["run", "lint"]],
  ["format", ["run", "format:check"]],
  ["build", ["run", "build"]],
  ["unit and service tests", ["run", "test:unit"]],
  ["end-to-end tests", ["run", "test:e2e"]],
];

process.env.CHROME_PATH = findChromium({ install: true });
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  execFileSync("npm", args, { stdio: "inherit", env: process.env });
}
