/**
 * Every setting of the site, read at build time from `URBIS_PUBLIC_<name>` (`.env.example` lists
 * them; core/content/site.ts reads them; `npm run launch:check` reports the ones still unset).
 *
 * - `launch`: a launch needs it. Unset, the site still builds and runs (on a laptop, in tests), and
 *   what it would show is left out — or, for the few with a working default (the origin, the app's
 *   addresses, the contact e-mail), that default is used — and the launch check fails.
 * - `optional`: unset, its element is left out (a social link, the WhatsApp link) or a documented
 *   fallback applies (the sign-in address follows the app's); the launch check lists it only.
 * - `abroad`: needed only when personal data leaves Morocco (a host or a subprocessor abroad).
 *
 * No setting has an invented value: a legal identifier, a phone number, an address or a store link
 * that is not set is not shown at all (decision 033).
 */
export type SettingNeed = "launch" | "optional" | "abroad";

export type SettingSpec = {
  /** The part after `URBIS_PUBLIC_`. */
  name: string;
  need: SettingNeed;
  /** What it holds, for the launch check's report (the operator reads it, not a visitor). */
  what: string;
};

export const settingSpecs = [
  {
    name: "ORIGIN",
    need: "launch",
    what: "public origin of the site (canonical URLs, sitemap); default https://urbis.ma",
  },
  { name: "APP_URL", need: "launch", what: "the platform's web app; default https://app.urbis.ma" },
  { name: "SIGN_IN_URL", need: "optional", what: "sign-in page; default APP_URL/login" },
  { name: "SIGN_UP_URL", need: "optional", what: "sign-up page; default APP_URL/register" },
  { name: "DASHBOARD_URL", need: "optional", what: "dashboard; default APP_URL/dashboard" },
  { name: "APP_STORE_URL", need: "launch", what: "the iPhone app's App Store page (with its id)" },
  { name: "GOOGLE_PLAY_URL", need: "launch", what: "the Android app's Google Play page" },
  { name: "FACEBOOK_URL", need: "optional", what: "Facebook page (footer link)" },
  { name: "INSTAGRAM_URL", need: "optional", what: "Instagram account (footer link)" },
  { name: "LINKEDIN_URL", need: "optional", what: "LinkedIn page (footer link)" },
  { name: "YOUTUBE_URL", need: "optional", what: "YouTube channel (footer link)" },
  { name: "CONTACT_EMAIL", need: "launch", what: "public contact e-mail; default contact@urbis.ma" },
  {
    name: "PRIVACY_EMAIL",
    need: "optional",
    what: "data-protection contact (trust centre, privacy policy); default CONTACT_EMAIL",
  },
  { name: "CONTACT_PHONE", need: "launch", what: "public phone number, international form (+212 …)" },
  { name: "WHATSAPP", need: "optional", what: "WhatsApp number for click-to-chat, international form" },
  { name: "CONTACT_ADDRESS", need: "launch", what: "postal address of the registered office, in French" },
  { name: "CONTACT_ADDRESS_EN", need: "launch", what: "the same address as English pages write it" },
  { name: "CONTACT_ADDRESS_AR", need: "launch", what: "the same address as Arabic pages write it" },
  {
    name: "LEGAL_ENTITY",
    need: "launch",
    what: "legal name and form of the company (controller under Law 09-08)",
  },
  { name: "RC", need: "launch", what: "trade register entry (Registre du commerce): court and number" },
  { name: "ICE", need: "launch", what: "Identifiant commun de l'entreprise: 15 digits" },
  {
    name: "CNDP_DECLARATION",
    need: "launch",
    what: "reference of the declaration of the processing to the CNDP",
  },
  {
    name: "CNDP_TRANSFER_AUTHORISATION",
    need: "abroad",
    what: "reference of the CNDP's authorisation of transfers abroad (Law 09-08, art. 43-44)",
  },
  {
    name: "HOSTING_COUNTRY",
    need: "launch",
    what: "country where the service and its database run: ISO code (MA)",
  },
  {
    name: "SUBPROCESSORS",
    need: "launch",
    what: "subprocessors as name:service:country, comma-separated (services: hosting, database, email, crm, backup)",
  },
  { name: "SLA_URL", need: "optional", what: "the published service-level agreement, if there is one" },
  {
    name: "API_ORIGIN",
    need: "optional",
    what: "the service's origin when the site is served from another host",
  },
  {
    name: "SHOW_SAMPLES",
    need: "optional",
    what: "true on a preview build only: shows the sample content, marked as samples",
  },
] as const satisfies readonly SettingSpec[];

export type SettingName = (typeof settingSpecs)[number]["name"];

export type Env = Readonly<Record<string, string | undefined>>;

/** A setting's value, trimmed; undefined when unset or blank. */
export function readSetting(env: Env, name: SettingName): string | undefined {
  const value = env[`URBIS_PUBLIC_${name}`]?.trim();
  return value ? value : undefined;
}
