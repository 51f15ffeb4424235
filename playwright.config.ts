import { defineConfig, devices } from "@playwright/test";
import { smtpPort } from "./e2e/support/smtp-config";
import { chromiumArgs, findChromium } from "./scripts/find-chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.BUILD_DIR ?? "build";
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * The tests' browser does less per page than a visitor's, where the difference cannot change what
 * a test sees: the site is one origin, so one renderer process serves every page of a worker (no
 * site isolation, no new process or document host per navigation, no back-forward cache to keep
 * pages alive in), and frames are composited in software, as they are anyway without a GPU. A
 * page load then costs about a quarter less on a 2-core machine (decision 045). The benchmarks
 * keep a visitor's browser (bench/support/chromium.ts).
 */
const testArgs = [
  "--renderer-process-limit=1",
  "--disable-site-isolation-trials",
  "--disable-features=site-per-process,IsolateOrigins,BackForwardCache,RenderDocument",
  "--disable-gpu-compositing",
];

/**
 * End-to-end tests: Debian's Chromium against the built site served by the real service, with an
 * embedded database in a fresh folder and mail written to a local outbox.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: `test-results/playwright-${port}`,
  fullyParallel: true,
  // Three tests at a time on a 2-core machine: each waits in turn for the browser, the service and
  // its frames, and a third keeps both cores busy (the whole run: 617 s with two, 507 s with three).
  workers: 3,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: ["./e2e/support/smtp-setup.ts"],
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: findChromium(), args: [...chromiumArgs, ...testArgs] },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node ${buildDir}/service/main.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      SITE_DIR: `${buildDir}/client`,
      // The embedded database in memory: a fresh one every run.
      DATA_DIR: process.env.E2E_DATA_DIR ?? "memory://",
      // The forms: e-mail to the run's SMTP listener (e2e/support/smtp-setup.ts), links back to
      // this server, and no per-IP limit in the way of tests that all come from 127.0.0.1.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SERVICE_URL: baseURL,
      FORM_RATE_LIMIT: "1000",
    },
  },
});
