import specs from "./settings.json" with { type: "json" };

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
export const settingNeeds = ["launch", "optional", "abroad"] as const;
export type SettingNeed = (typeof settingNeeds)[number];

/** A setting's name: the part after `URBIS_PUBLIC_`, one of `settings.json`'s. */
export type SettingName = keyof typeof specs;

export type SettingSpec = {
  name: SettingName;
  need: SettingNeed;
  /** What it holds, for the launch check's report (the operator reads it, not a visitor). */
  what: string;
};

/**
 * Every setting, in the order `.env.example` lists them. The table is data (`settings.json`): its
 * names are checked where the code reads a setting, its needs by tests/core/content/settings.test.ts.
 * A function, so that a page that reads a setting does not carry the table in its JavaScript.
 */
export function settingSpecs(): readonly SettingSpec[] {
  return Object.entries(specs).map(([name, spec]) => ({
    name: name as SettingName,
    need: spec.need as SettingNeed,
    what: spec.what,
  }));
}

export type Env = Readonly<Record<string, string | undefined>>;

/** A setting's value, trimmed; undefined when unset or blank. */
export function readSetting(env: Env, name: SettingName): string | undefined {
  const value = env[`URBIS_PUBLIC_${name}`]?.trim();
  return value ? value : undefined;
}
