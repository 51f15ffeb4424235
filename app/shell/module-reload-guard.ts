/**
 * React Router reloads the page whenever a page's code fails to load (a deploy removed the chunk,
 * or the network dropped). One reload is right: it fetches the new HTML and manifest. A second
 * failure soon after would reload forever, so we stop it and let the error view offer a retry.
 *
 * React Router logs "Error loading route module" right before it reloads; throwing from that log
 * call turns the failure into a route error, which the layout's error boundary shows.
 */
const RELOADED_AT = "urbis:module-reload-at";
const WINDOW_MS = 30_000;

export class ModuleLoadError extends Error {
  override name = "ModuleLoadError";
}

export function guardModuleReloads() {
  const log = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const first = args[0];
    if (typeof first === "string" && first.startsWith("Error loading route module")) {
      const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last < WINDOW_MS) {
        sessionStorage.removeItem(RELOADED_AT);
        throw new ModuleLoadError(first);
      }
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      return;
    }
    log(...args);
  };
}
