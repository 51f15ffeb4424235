import {
  beaconEvents,
  beaconFields,
  beaconKinds,
  devices,
  UNKNOWN_PATH,
  type BeaconEvent,
} from "#core/analytics/beacon";
import { cleanHost, cleanUtm, toolIds } from "#core/attribution/schema";
import { utmParameters } from "#core/attribution/fields";
import { endpoints } from "#core/forms/endpoints";
import { isLocaleCode } from "#core/i18n/locales";
import type { TemplateId } from "#core/tools/templates/files";

/** A beacon as it is stored (analytics_beacons), before its day and visitor are added. */
export type Beacon = {
  kind: "view" | "event";
  path: string;
  language: string;
  landing: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  device: string;
  first: boolean;
  event: string | null;
  detail: string | null;
};

const templateIds = { minutes: true, budget: true } satisfies Record<TemplateId, true>;

/** What each kind of detail may be: every list is the site's own, so no count grows without bound. */
const details: Record<(typeof beaconEvents)[BeaconEvent], (value: string) => boolean> = {
  tool: (value) => toolIds.includes(value),
  template: (value) => Object.hasOwn(templateIds, value),
  form: (value) => Object.hasOwn(endpoints, value),
  language: isLocaleCode,
  none: () => false,
};

const known = new Set<string>(beaconFields);
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);
const optionalText = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === "string";

const utmColumns = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const satisfies Record<(typeof utmParameters)[number], keyof Beacon>;

/**
 * A beacon's body read strictly (decision 056): a JSON object of the known fields only, a known
 * kind, language, device and event, a detail from the event's own list. Anything else is no page's
 * beacon: undefined (the service answers 400). Paths outside the sitemap count as `(unknown)`; a
 * referrer that is not a host name and UTM values a field would refuse are dropped, long ones cut.
 */
export function readBeacon(body: unknown, pages: ReadonlySet<string>): Beacon | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const fields = body as Record<string, unknown>;
  if (Object.keys(fields).some((name) => !known.has(name))) return undefined;
  const { kind, path, lang, device, first, landing, referrer, event, detail } = fields;
  if (!isOneOf(beaconKinds, kind) || typeof path !== "string") return undefined;
  if (!isLocaleCode(lang) || !isOneOf(devices, device)) return undefined;
  if (first !== undefined && typeof first !== "boolean") return undefined;
  if (!optionalText(landing) || !optionalText(referrer) || !optionalText(detail)) return undefined;
  if (utmParameters.some((name) => !optionalText(fields[name]))) return undefined;

  let eventName: BeaconEvent | null = null;
  if (kind === "event") {
    if (typeof event !== "string" || !Object.hasOwn(beaconEvents, event) || first) return undefined;
    eventName = event as BeaconEvent;
    const wants = details[beaconEvents[eventName]];
    if (detail !== undefined && !wants(detail)) return undefined;
  } else if (event !== undefined || detail !== undefined) return undefined;

  const page = (value: string) => (pages.has(value) ? value : UNKNOWN_PATH);
  const beacon: Beacon = {
    kind,
    path: page(path),
    language: lang,
    landing: landing === undefined ? null : page(landing),
    referrerHost: cleanHost(referrer) ?? null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    device,
    first: first === true,
    event: eventName,
    detail: detail ?? null,
  };
  for (const name of utmParameters) beacon[utmColumns[name]] = cleanUtm(fields[name]) ?? null;
  return beacon;
}
