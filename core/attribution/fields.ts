/**
 * Where a visit came from, as the page's script sends it with a lead (decision 055): the names of
 * the fields on the wire, which are also the names the CRM's webhook uses. Small on purpose: the
 * page's recorder (app/attribution/) imports only this file.
 */
export const attributionFields = {
  landingPage: "landing_page",
  formPage: "form_page",
  referrerHost: "referrer_host",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  pagesSeen: "pages_seen",
  tool: "tool",
  visitSeconds: "visit_seconds",
} as const;

export type AttributionKey = keyof typeof attributionFields;

/** The five UTM parameters, as a link's query names them. */
export const utmParameters = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export const attributionFieldNames: readonly string[] = Object.values(attributionFields);

/** Bounds shared by the recorder and the schema. */
export const attributionLimits = {
  /** A path of the site, without its query. */
  path: 200,
  /** A UTM value: longer is cut. */
  utm: 100,
  /** Pages seen before the form: the last ones are kept. */
  pages: 10,
  /** From the first page to the submission: longer is no single visit's. */
  visitSeconds: 30 * 24 * 3600,
} as const;
