// Installs a Debian package for the tests when a tool they need is missing and we may: root with
// apt-get. Nothing else is downloaded on these machines (scripts/find-chromium.ts, the nginx test).
import { execSync } from "node:child_process";

/**
 * Installs `name` with apt-get, or says what to do when we are not root.
 * @param name the Debian package
 * @param instead what a user who is not root should do
 */
export function installDebianPackage(name: string, instead: string): void {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) throw new Error(`${name} is missing: ${instead}`);
  console.log(`Installing ${name} from Debian's packages…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, {
    stdio: "inherit",
  });
}
