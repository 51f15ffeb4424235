/**
 * Everything the site keeps in the visitor's browser, by localStorage key (one key is in session
 * storage: the visit's, below). The privacy page lists these (core/content/legal.ts), so a new key
 * is added here or nowhere.
 */
/** The visitor's language (docs/product.md §3). */
export const LANG_STORAGE_KEY = "lang";
/** The theme chosen in the menu: light, dark or system (docs/product.md §4). */
export const THEME_MODE_KEY = "theme-mode";
/** The theme resolved from that choice, written by the boot script (app/boot/boot.js) to paint it before first render. */
export const THEME_SCHEME_KEY = "theme-scheme";
/**
 * The charges split tool's work in progress (budget, lots, special keys), kept on the visitor's
 * device only, so that a reload loses nothing; the tool's "clear" button removes it.
 */
export const CHARGES_SPLIT_KEY = "tools-charges-split";
/**
 * The savings estimator's work in progress (the residence's numbers), kept on the visitor's device
 * only; the tool's "clear" button removes it.
 */
export const SAVINGS_ESTIMATOR_KEY = "tools-savings-estimator";
/**
 * The general-meeting planner's work in progress (the meeting's date, place and agenda, the
 * residence), kept on the visitor's device only; the tool's "clear" button removes it.
 */
export const GENERAL_ASSEMBLY_KEY = "tools-general-assembly";
/**
 * Where the visit came from (landing page, referring site's host, UTM parameters, pages seen, tool
 * used, when it started), in session storage: gone when the tab is closed, sent only with a demo
 * request or a contact message (app/attribution/visit.ts, decision 055).
 */
export const VISIT_SESSION_KEY = "visit";
