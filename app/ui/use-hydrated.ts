import { startTransition, useEffect, useState } from "react";

/**
 * False in the prerendered HTML and during hydration, true once React runs the page. The switch is
 * a transition: the re-render it causes is done in small slices, never as one long task right
 * after hydration (which a subscription whose server value differs would force).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
