import { test as base, expect, type Page } from "@playwright/test";

type ErrorGuard = { allow: (pattern: RegExp) => void };

/**
 * Every page a test opens is watched: a console error, an uncaught exception (a hydration mismatch
 * among them) or a request to another origin fails the test, unless the test allows it by pattern.
 */
export const test = base.extend<{ errors: ErrorGuard }>({
  errors: [
    async ({ page, baseURL }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      page.on("console", (message) => {
        // A failed load is reported with its URL by the response listener below.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
          seen.push(`console: ${message.text()}`);
        }
      });
      page.on("response", (response) => {
        if (response.status() >= 400)
          seen.push(`response ${response.status()} ${new URL(response.url()).pathname}`);
      });
      page.on("pageerror", (error) => seen.push(`pageerror: ${error.message}`));
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && url.origin !== origin)
          seen.push(`external request: ${url.href}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = seen.filter((entry) => !allowed.some((pattern) => pattern.test(entry)));
      expect(unexpected, "console errors, page errors or external requests").toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the page. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Opens a tool page's tool as a visitor does: the page hydrated, then a first sign of use (a key
 * pressed), which is when a tool page loads its tool (decision 042).
 */
export async function startUsing(page: Page) {
  await hydrated(page);
  await page.keyboard.press("Shift");
}

export { expect };

/**
 * Chooses a theme in the footer's radio group as a keyboard user does: focus the option, press
 * Space. (A pointer click on the visually hidden radio depends on where the page has scrolled to
 * while it is still laying out, and failed on a busy machine.) Right after an in-app navigation, on
 * a busy machine, the Space once reached the page rather than the option: the user then presses it
 * again, and so does the test, as Space never unchecks a radio.
 */
export async function chooseTheme(page: Page, name: string) {
  const option = page.getByRole("radio", { name });
  await expect(async () => {
    await option.focus();
    await page.keyboard.press("Space");
    await expect(option).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
