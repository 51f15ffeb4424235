import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumArgs, findChromium } from "../../scripts/find-chromium";

/** Debian's Chromium, headless, with a DevTools port for Lighthouse to drive. */
export async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const executable = process.env.CHROME_PATH ?? findChromium({ install: true });
  if (!executable) throw new Error("Chromium is missing: set CHROME_PATH.");
  const profile = mkdtempSync(path.join(tmpdir(), "urbis-bench-chromium-"));
  const child = spawn(
    executable,
    [
      "--headless=new",
      ...chromiumArgs,
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", () => reject(new Error(`Chromium exited before listening:\n${seen}`)));
  });
  return {
    port,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      // Chromium's helper processes can still be writing to the profile for a moment after the
      // browser has exited: retry, and never lose a measurement over a temporary folder.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch (error) {
        console.warn(`Could not remove ${profile}: ${(error as Error).message}`);
      }
    },
  };
}
