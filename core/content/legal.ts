import {
  CHARGES_SPLIT_KEY,
  GENERAL_ASSEMBLY_KEY,
  LANG_STORAGE_KEY,
  SAVINGS_ESTIMATOR_KEY,
  THEME_MODE_KEY,
  THEME_SCHEME_KEY,
  VISIT_SESSION_KEY,
} from "#core/storage-keys";

/**
 * Facts the privacy policy, the terms and the account-deletion page state. They are settings, not
 * copy: the texts in locales/*\/legal.json receive them as values, so changing one here changes
 * every language at once. The CNDP declaration reference lives with the company settings in
 * core/content/site.ts (`site.legal`), set at build time.
 */
export const legal = {
  /** Date of the current version of the privacy policy and terms (ISO date, shown per locale). */
  lastUpdated: "2026-11-26",
  /**
   * Whether personal data leaves Morocco (a hosting or e-mail provider abroad). When it does,
   * set this to true: the policy then states the transfer and its Law 09-08 (art. 43-44) basis.
   * A host or subprocessor set in another country (URBIS_PUBLIC_HOSTING_COUNTRY, _SUBPROCESSORS)
   * counts too: the pages read `dataLeavesMorocco` (core/content/trust.ts).
   */
  transfersAbroad: false,
  /** Where a person may complain about the processing of their data. */
  cndpWebsite: "https://www.cndp.ma",
  retention: {
    /** Demo requests and contact messages, counted from the last exchange. */
    leadYears: 3,
    /** Deletion requests whose e-mail link was never confirmed are purged after this. */
    unconfirmedDeletionDays: 7,
    /** Validity of the link that confirms a deletion request made on the web. */
    confirmationLinkHours: 24,
    /** An account is deleted within this many days of the confirmed request. */
    deletionWithinDays: 30,
    /**
     * Backups of the service's database are kept this long (one a day, BACKUP_KEEP of them:
     * server/backups/config.ts): what a purge or a deletion removes is gone from every backup
     * this many days later.
     */
    backupDays: 7,
  },
} as const;

/**
 * How long the page analytics keep what they count (decision 056), as the privacy policy and the
 * trust centre state it and server/jobs/analytics-rollup.ts applies it: each page view or event as
 * received is deleted within `rawHours`, once counted (the day's salt of the visitor hash once the
 * day is over); the daily counts after `months`. Apart from `legal`, which the site's shell
 * carries: only the pages that state it load it.
 */
export const analyticsRetention = { rawHours: 48, months: 25 } as const;

/**
 * Everything this site keeps in the visitor's browser: localStorage keys, and `visit` in session
 * storage (decision 055: the visit's path, until the tab is closed). `theme-scheme` is
 * written by the boot script (app/boot/boot.js) to paint the resolved theme before first render;
 * `tools-charges-split`, `tools-general-assembly` and `tools-savings-estimator` only once a visitor
 * types into that tool.
 * A test checks that the privacy policy names each of them.
 */
export const browserStorageKeys = [
  LANG_STORAGE_KEY,
  THEME_MODE_KEY,
  THEME_SCHEME_KEY,
  CHARGES_SPLIT_KEY,
  GENERAL_ASSEMBLY_KEY,
  SAVINGS_ESTIMATOR_KEY,
  VISIT_SESSION_KEY,
] as const;
export type BrowserStorageKey = (typeof browserStorageKeys)[number];
/** The keys kept in session storage (gone when the tab is closed); the others are in localStorage. */
export const sessionStorageKeys: readonly BrowserStorageKey[] = [VISIT_SESSION_KEY];
