import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation the page reports, from before its first script
 * runs, and what the console says of one; returns a reader of what was seen so far.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Permissions-Policy|Refused to/i.test(message.text()))
      console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return async () => [...console, ...((await page.evaluate(() => window.__cspViolations)) ?? [])];
}

/** The worker every page starts to load its language's Intl data off the main thread. */
export const intlWarmup = /\/assets\/intl-warmup-[\w-]+\.js$/;
