import type { LocaleCode } from "#core/i18n/locales";
import type { FigureName } from "./figures";
import { readSetting, type Env } from "./settings";

/**
 * Everything about the company that is configuration rather than copy, in one place, read at build
 * time from the URBIS_PUBLIC_* settings (core/content/settings.json, .env.example). A setting that is
 * not set leaves its element out — no line, no link, no JSON-LD property — rather than showing an
 * invented value (decision 033). Only the origin, the app's addresses and the contact e-mail have a
 * default, so that a fresh checkout builds and runs; the launch check reports them.
 */

export const socialNetworks = ["facebook", "instagram", "linkedin", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** What a subprocessor does with the data it is given (trust centre: locales/*\/trust.json). */
export const subprocessorServices = ["hosting", "database", "email", "crm", "backup"] as const;
export type SubprocessorService = (typeof subprocessorServices)[number];
export type Subprocessor = { name: string; service: SubprocessorService; country: string };

export type Site = {
  brand: string;
  /** Public origin of this site, for canonical URLs, hreflang and the sitemap. */
  origin: string;
  app: { signIn: string; signUp: string; dashboard: string };
  stores: { appStore?: string; googlePlay?: string };
  /** Each store's rating as the operator read it there, shown with the link to check it. */
  storeRatings: { appStore?: StoreRating; googlePlay?: StoreRating };
  /**
   * What each figure of the brief rests on, per language, as the company gives it (BASIS_*): a
   * language without it shows the figure without its basis, and the launch check lists it.
   */
  figureBases: Record<FigureName, Partial<Record<LocaleCode, string>>>;
  /** The networks with an address set, in the footer's order. */
  social: { network: SocialNetwork; url: string }[];
  contact: {
    email: string;
    /** Where data-protection requests go (Law 09-08 rights): PRIVACY_EMAIL, else the contact e-mail. */
    privacyEmail: string;
    phone?: string;
    /** The WhatsApp number, digits only with the country code (what wa.me takes). */
    whatsapp?: string;
    /** The postal address as each language writes it (French is what the post office reads). */
    address?: Record<LocaleCode, string>;
  };
  legal: {
    /** Legal name and form: the controller under Law 09-08. */
    entity?: string;
    /** Trade register (Registre du commerce): court and number. */
    rc?: string;
    /** Identifiant commun de l'entreprise, 15 digits. */
    ice?: string;
    /** CNDP declaration reference under Law 09-08. */
    cndp?: string;
    /** CNDP authorisation of transfers abroad (Law 09-08, art. 43-44). */
    transferAuthorisation?: string;
  };
  hosting: {
    /** Where the service and its database run: ISO 3166 alpha-2 code, named per language by Intl. */
    country?: string;
    subprocessors: Subprocessor[];
  };
  /** The published service-level agreement, when there is one. */
  slaUrl?: string;
  /** Sample content (testimonials) shown, marked as samples: a preview build only. */
  showSamples: boolean;
};

/** A store's rating: stars out of 5 and how many ratings it averages. */
export type StoreRating = { rating: number; count: number };

/** The setting naming each figure's basis (`BASIS_<name>`, `_EN`, `_AR`). */
export const basisSettings = {
  properties: "BASIS_PROPERTIES",
  uptime: "BASIS_UPTIME",
  responseMinutes: "BASIS_RESPONSE",
  appRating: "BASIS_RATING",
  costReduction: "BASIS_COST",
  residentSatisfaction: "BASIS_SATISFACTION",
} as const satisfies Record<FigureName, string>;

/** A setting's value that does not hold what it should: the build stops and says which. */
export class SettingError extends Error {}

function url(env: Env, name: Parameters<typeof readSetting>[1]): string | undefined {
  const value = readSetting(env, name);
  if (value && !/^https:\/\/[^\s/]+/.test(value))
    throw new SettingError(`URBIS_PUBLIC_${name} must be an https:// address: ${value}`);
  return value;
}

/** The digits of an international phone number (E.164 has at most 15), for wa.me. */
export function whatsappDigits(value: string): string {
  const digits = value.replace(/^00/, "").replace(/[^\d]/g, "");
  if (!/^\+?[\d\s().-]+$/.test(value) || digits.length < 8 || digits.length > 15)
    throw new SettingError(
      `URBIS_PUBLIC_WHATSAPP must be a phone number in international form (+212 6…): ${value}`,
    );
  return digits;
}

function countryCode(name: string, value: string): string {
  const code = value.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code))
    throw new SettingError(`${name} must be a two-letter country code (MA, FR…): ${value}`);
  return code;
}

/** `OVHcloud:hosting:FR,Brevo:email:FR` → the list the trust centre shows. */
export function parseSubprocessors(value: string | undefined): Subprocessor[] {
  if (!value) return [];
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name, service, country, ...rest] = entry.split(":").map((part) => part.trim());
      if (!name || !service || !country || rest.length > 0)
        throw new SettingError(`URBIS_PUBLIC_SUBPROCESSORS: "${entry}" is not name:service:country`);
      if (!(subprocessorServices as readonly string[]).includes(service))
        throw new SettingError(
          `URBIS_PUBLIC_SUBPROCESSORS: "${service}" is not one of ${subprocessorServices.join(", ")}`,
        );
      return {
        name,
        service: service as SubprocessorService,
        country: countryCode("URBIS_PUBLIC_SUBPROCESSORS", country),
      };
    });
}

/** `4.8:1240` → a rating of 4.8 over 1,240 ratings; unset → undefined. */
export function parseStoreRating(name: "APP_STORE_RATING" | "GOOGLE_PLAY_RATING", value: string | undefined) {
  if (value === undefined) return undefined;
  const match = /^([1-5](?:\.\d)?):(\d{1,9})$/.exec(value.replace(/\s/g, ""));
  const rating = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || rating > 5 || count < 1)
    throw new SettingError(`URBIS_PUBLIC_${name} must be rating:count, e.g. 4.8:1240: ${value}`);
  return { rating, count };
}

function readBases(env: Env): Site["figureBases"] {
  const entries = Object.entries(basisSettings).map(([figure, name]) => {
    const text = {
      fr: readSetting(env, name),
      en: readSetting(env, `${name}_EN`),
      ar: readSetting(env, `${name}_AR`),
    };
    const set = Object.entries(text).filter(([, value]) => value !== undefined);
    return [figure, Object.fromEntries(set)];
  });
  return Object.fromEntries(entries) as Site["figureBases"];
}

export function readSite(env: Env): Site {
  const appUrl = url(env, "APP_URL") ?? "https://app.urbis.ma";
  const email = readSetting(env, "CONTACT_EMAIL") ?? "contact@urbis.ma";
  const addressFr = readSetting(env, "CONTACT_ADDRESS");
  const ice = readSetting(env, "ICE")?.replace(/\s/g, "");
  if (ice !== undefined && !/^\d{15}$/.test(ice))
    throw new SettingError(`URBIS_PUBLIC_ICE must be the 15 digits of the ICE: ${ice}`);
  const whatsapp = readSetting(env, "WHATSAPP");
  const hostingCountry = readSetting(env, "HOSTING_COUNTRY");
  const social = socialNetworks.flatMap((network) => {
    const address = url(env, `${network.toUpperCase() as Uppercase<SocialNetwork>}_URL`);
    return address ? [{ network, url: address }] : [];
  });
  return {
    brand: "Urbis",
    origin: url(env, "ORIGIN") ?? "https://urbis.ma",
    app: {
      signIn: url(env, "SIGN_IN_URL") ?? `${appUrl}/login`,
      signUp: url(env, "SIGN_UP_URL") ?? `${appUrl}/register`,
      dashboard: url(env, "DASHBOARD_URL") ?? `${appUrl}/dashboard`,
    },
    stores: { appStore: url(env, "APP_STORE_URL"), googlePlay: url(env, "GOOGLE_PLAY_URL") },
    storeRatings: {
      appStore: parseStoreRating("APP_STORE_RATING", readSetting(env, "APP_STORE_RATING")),
      googlePlay: parseStoreRating("GOOGLE_PLAY_RATING", readSetting(env, "GOOGLE_PLAY_RATING")),
    },
    figureBases: readBases(env),
    social,
    contact: {
      email,
      privacyEmail: readSetting(env, "PRIVACY_EMAIL") ?? email,
      phone: readSetting(env, "CONTACT_PHONE"),
      whatsapp: whatsapp === undefined ? undefined : whatsappDigits(whatsapp),
      // English and Arabic pages fall back to the French form, which is what the post office reads.
      address: addressFr
        ? {
            fr: addressFr,
            en: readSetting(env, "CONTACT_ADDRESS_EN") ?? addressFr,
            ar: readSetting(env, "CONTACT_ADDRESS_AR") ?? addressFr,
          }
        : undefined,
    },
    legal: {
      entity: readSetting(env, "LEGAL_ENTITY"),
      rc: readSetting(env, "RC"),
      ice,
      cndp: readSetting(env, "CNDP_DECLARATION"),
      transferAuthorisation: readSetting(env, "CNDP_TRANSFER_AUTHORISATION"),
    },
    hosting: {
      country: hostingCountry && countryCode("URBIS_PUBLIC_HOSTING_COUNTRY", hostingCountry),
      subprocessors: parseSubprocessors(readSetting(env, "SUBPROCESSORS")),
    },
    slaUrl: url(env, "SLA_URL"),
    showSamples: readSetting(env, "SHOW_SAMPLES") === "true",
  };
}

/**
 * The build's settings: Vite puts the URBIS_PUBLIC_* variables in import.meta.env for the pages; the
 * process's environment has them where Vite does not (react-router.config.ts listing the pages to
 * prerender, a Playwright test, the launch check). vite.config.ts loads .env into both, so the page
 * table and the pages agree. In the browser there is no process: the inlined values alone.
 */
const buildEnv: Env = {
  ...(typeof process === "undefined" ? {} : process.env),
  ...((import.meta.env ?? {}) as Env),
};

export const site: Site = readSite(buildEnv);
