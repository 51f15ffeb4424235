import { startTransition, useEffect, useState } from "react";
import { useNavigationType } from "react-router";
import { readStoredWork } from "./stored-work";

/** What a visitor does first on a page they are about to use: point, touch, scroll, type, tab. */
const signsOfUse = [
  "pointermove",
  "pointerdown",
  "touchstart",
  "wheel",
  "scroll",
  "keydown",
  "focusin",
] as const;

/**
 * False until the visitor first shows they are using the page, then true for good (decision 042).
 * A tool page renders its tool only then, so loading the page runs none of the tool's code. True
 * at once after hydration when the visitor came by a link of the site (a navigation inside the
 * page, "PUSH" or "REPLACE": they chose the tool) or has work kept under `storageKey` to get back.
 */
export function useFirstUse(storageKey: string): boolean {
  const [used, setUsed] = useState(false);
  const followedLink = useNavigationType() !== "POP";
  useEffect(() => {
    const stop = () => {
      for (const type of signsOfUse) window.removeEventListener(type, use, true);
    };
    function use() {
      stop();
      startTransition(() => setUsed(true));
    }
    if (followedLink || readStoredWork(storageKey) !== null) {
      use();
      return;
    }
    for (const type of signsOfUse) window.addEventListener(type, use, { capture: true, passive: true });
    return stop;
  }, [followedLink, storageKey]);
  return used;
}
