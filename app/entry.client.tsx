import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { guardModuleReloads } from "./shell/module-reload-guard";

guardModuleReloads();

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
