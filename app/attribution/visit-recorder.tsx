import { useEffect } from "react";
import { useLocation } from "react-router";

/** The recorder (./visit.ts) is a script of its own, asked for when the page is idle. */
function record() {
  const idle = "requestIdleCallback" in window ? requestIdleCallback : setTimeout;
  idle(() => void import("./visit").then((visit) => visit.recordPage()));
}

/**
 * Notes each page of the visit in session storage once the page is idle (decision 055): nothing of
 * the recorder is in the page's first load, and it sends nothing (a lead's form does).
 */
export function VisitRecorder() {
  const { pathname } = useLocation();
  useEffect(record, [pathname]);
  return null;
}
