// Finds a Chromium for the tests and benchmarks, installing Debian's package when there is none
// and we may (root with apt-get). Browser downloads do not work on these machines.
import { existsSync } from "node:fs";
import { installDebianPackage } from "./debian-package";

const candidates = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

export function findChromium({ install = false } = {}): string | undefined {
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found || !install) return found;
  installDebianPackage("chromium", "install Debian's `chromium` package, or set CHROME_PATH.");
  return findChromium();
}

/** Flags for Chromium on these machines: root needs no sandbox; quiet the closed network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

if (import.meta.url === `file://${process.argv[1]}`) console.log(findChromium({ install: true }));
