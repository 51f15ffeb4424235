import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { routerManifest } from "./boot/react-router-internals";
import { keepLanguageRoutes } from "./routing/language-routes";
import { guardModuleReloads } from "./shell/module-reload-guard";

guardModuleReloads();

// The browser's router knows the page's language only; the language links load a new document.
const manifest = routerManifest();
if (manifest) keepLanguageRoutes(manifest.routes, document.documentElement.lang);

/**
 * Runs `step` in a task of its own, soon (a message, not a timer: neither clamped nor throttled).
 * Evaluating this module sets React DOM up; hydration then starts in the next task, so that the two
 * are not one long task on a slow phone (docs/performance.md).
 */
function inNextTask(step: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    step();
  };
  channel.port2.postMessage(null);
}

inNextTask(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
