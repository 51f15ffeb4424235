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
  }
  if (visit.p.at(-1) !== path) visit.p = [...visit.p, path].slice(-limits.pages - 1);
  write(visit);
}

/** The toolbox's tool the visitor typed into or pressed a button of, noted once per visit. */
export function recordToolUse(event: Event) {
  const tool = toolPage.exec(location.pathname)?.[1];
  const target = event.target as Element | null;
  if (!tool || !target?.closest?.("main")) return;
  if (event.type === "click" && !target.closest("button, a[download]")) return;
  const visit = read();
  if (visit && !visit.t) write({ ...visit, t: tool });
}

// From the first idle moment of the visit, a tool's use is watched for.
if (typeof document !== "undefined")
  for (const type of ["input", "click"])
    document.addEventListener(type, recordToolUse, { capture: true, passive: true });

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
