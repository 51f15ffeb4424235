import { BEACON_PATH, deviceOf, type BeaconEvent } from "#core/analytics/beacon";
import { attributionFields as f, attributionLimits as limits, utmParameters } from "#core/attribution/fields";

/**
 * Where this visit came from, kept for the visit only (decision 055): in session storage, which the
 * browser empties when the tab is closed; no cookie, no identifier. Sent only with a demo request or
 * a contact message, where the service checks it like every other field (core/attribution/schema.ts).
 */
/**
 * `VISIT_SESSION_KEY` of core/storage-keys.ts, which the privacy page names (a test holds the two
 * equal): written out rather than imported, so that this script, loaded on its own once the page is
 * idle, needs no other.
 */
const KEY = "visit";

type Visit = {
  /** Landing page, referring site's host, UTM parameters, pages seen, tool used, start time. */
  l: string;
  r?: string;
  u: Record<string, string>;
  p: string[];
  t?: string;
  s: number;
};

const toolPage = /\/core\/tools\/([a-z-]+)$/;

function read(): Visit | undefined {
  try {
    return (JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Visit | null) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(visit: Visit) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage refused (private mode, full): the lead goes without it.
  }
}

function referrerHost(): string | undefined {
  try {
    const { hostname } = new URL(document.referrer);
    return hostname && hostname !== location.hostname ? hostname : undefined;
  } catch {
    return undefined;
  }
}

/** A page of the visit: the first one is its landing page, with its UTM parameters and referrer. */
export function recordPage() {
  const path = location.pathname.slice(0, limits.path);
  let visit = read();
  if (!visit) {
    const query = new URLSearchParams(location.search);
    const utm: Record<string, string> = {};
    for (const name of utmParameters) {
      const value = query.get(name);
      if (value) utm[name] = value.slice(0, limits.utm);
    }
    visit = { l: path, r: referrerHost(), u: utm, p: [], s: Date.now() };
    first = true;
  }
  if (visit.p.at(-1) !== path) visit.p = [...visit.p, path].slice(-limits.pages - 1);
  write(visit);
  sent.clear();
  const view = beacon({ kind: "view", first });
  first = false;
  // After the page's load event: never a request before it.
  if (document.readyState === "complete") send(view);
  else addEventListener("load", () => send(view), { once: true });
}

/** Whether the next page view is the visit's first (no visit record until now). */
let first = false;
/** The events already sent for this page view: each one counts once a page view. */
const sent = new Set<string>();

/**
 * The service's origin, as core/forms/endpoints.ts reads it (URBIS_PUBLIC_API_ORIGIN at build
 * time; empty: this page's): read here, so that this script needs no other chunk.
 */
const apiOrigin = ((import.meta.env as Record<string, string | undefined>).URBIS_PUBLIC_API_ORIGIN ?? "")
  .trim()
  .replace(/\/+$/, "");

function send(body: object) {
  try {
    navigator.sendBeacon(apiOrigin + BEACON_PATH, JSON.stringify(body));
  } catch {
    // No beacon (an old browser, a blocked request): nothing is counted.
  }
}

/** A beacon's body: this page, its language and device class, and the visit's landing and source. */
function beacon(fields: object): object {
  const visit = read();
  return {
    ...fields,
    path: location.pathname.slice(0, limits.path),
    lang: document.documentElement.lang,
    device: deviceOf(innerWidth),
    landing: visit?.l,
    referrer: visit?.r,
    ...visit?.u,
  };
}

/** An event of this page view (a form sent, a tool used, …), sent once. */
export function sendEvent(event: BeaconEvent, detail?: string) {
  const key = `${event} ${detail}`;
  if (sent.has(key)) return;
  sent.add(key);
  send(beacon({ kind: "event", event, detail }));
}

/** The form an endpoint of core/forms/endpoints.ts is for (`/api/demo-requests` → `demo`). */
export function formOfAction(action: string): string | undefined {
  return /\/api\/(demo|contact|deletion)-[a-z]+$/.exec(action)?.[1];
}

/**
 * The events a click or an input tells: a WhatsApp link followed, another language chosen, an
 * element marked `data-track` (its event; `data-detail`, else the page's tool) pressed or typed
 * into, a form started.
 */
function recordEvent(event: Event) {
  const target = event.target as Element | null;
  if (!target?.closest) return;
  const control = target.closest("a, button");
  const marked = target.closest<HTMLElement>("[data-track]");
  if (event.type === "click" && control) {
    const language = control.getAttribute("hreflang");
    if (control.getAttribute("href")?.startsWith("https://wa.me/")) sendEvent("whatsapp_followed");
    else if (language && !control.hasAttribute("download") && language !== document.documentElement.lang)
      sendEvent("language_changed", language);
  }
  if (marked && (event.type === "input") !== (marked === control))
    sendEvent(
      marked.dataset.track as BeaconEvent,
      marked.dataset.detail ?? toolPage.exec(location.pathname)?.[1],
    );
  const action = event.type === "input" ? target.closest("form")?.getAttribute("action") : undefined;
  const form = action && formOfAction(action);
  if (form) sendEvent("form_started", form);
}

/** The toolbox's tool the visitor typed into or pressed a button of, noted once per visit. */
export function recordToolUse(event: Event) {
  const tool = toolPage.exec(location.pathname)?.[1];
  const target = event.target as Element | null;
  if (!tool || !target?.closest?.("main")) return;
  if (event.type === "click" && !target.closest("button, a[download]")) return;
  const visit = read();
  if (visit && !visit.t) write({ ...visit, t: tool });
  sendEvent("tool_used", tool);
}

// From the first idle moment of the visit, a tool's use and the events are watched for.
if (typeof document !== "undefined")
  for (const type of ["input", "click"])
    for (const listener of [recordToolUse, recordEvent])
      document.addEventListener(type, listener, { capture: true, passive: true });

/** What a lead's form sends of the visit, by wire name; the form's own page is the last one. */
export function visitValues(): Record<string, string | string[]> {
  const visit = read();
  const here = location.pathname.slice(0, limits.path);
  const values: Record<string, string | string[]> = { [f.formPage]: here };
  if (!visit) return values;
  const before = visit.p.at(-1) === here ? visit.p.slice(0, -1) : visit.p;
  Object.assign(values, visit.u, {
    [f.landingPage]: visit.l,
    [f.pagesSeen]: before.slice(-limits.pages),
    [f.visitSeconds]: String(Math.max(0, Math.round((Date.now() - visit.s) / 1000))),
  });
  if (visit.r) values[f.referrerHost] = visit.r;
  if (visit.t) values[f.tool] = visit.t;
  return values;
}
