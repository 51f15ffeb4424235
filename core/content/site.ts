/**
 * Everything about the company that is configuration rather than copy, in one place. Values can be
 * overridden at build time with URBIS_PUBLIC_* environment variables (see .env.example).
 */
// Outside Vite (a Playwright test reading the settings), import.meta.env does not exist.
const env = (import.meta.env ?? process.env) as Record<string, string | undefined>;

function setting(name: string, fallback: string): string {
  const value = env[`URBIS_PUBLIC_${name}`];
  return value && value.trim() ? value.trim() : fallback;
}

const appUrl = setting("APP_URL", "https://app.urbis.ma");

export const site = {
  brand: "Urbis",
  /** Public origin of this site, for canonical URLs, hreflang and the sitemap. */
  origin: setting("ORIGIN", "https://urbis.ma"),
  app: {
    signIn: setting("SIGN_IN_URL", `${appUrl}/login`),
    signUp: setting("SIGN_UP_URL", `${appUrl}/register`),
    dashboard: setting("DASHBOARD_URL", `${appUrl}/dashboard`),
  },
  stores: {
    appStore: setting("APP_STORE_URL", "https://apps.apple.com/app/urbis"),
    googlePlay: setting("GOOGLE_PLAY_URL", "https://play.google.com/store/apps/details?id=ma.urbis.app"),
  },
  social: [
    { network: "facebook", url: setting("FACEBOOK_URL", "https://www.facebook.com/urbis.ma") },
    { network: "instagram", url: setting("INSTAGRAM_URL", "https://www.instagram.com/urbis.ma") },
    { network: "linkedin", url: setting("LINKEDIN_URL", "https://www.linkedin.com/company/urbis-ma") },
    { network: "youtube", url: setting("YOUTUBE_URL", "https://www.youtube.com/@urbis-ma") },
  ],
  contact: {
    email: setting("CONTACT_EMAIL", "contact@urbis.ma"),
    phone: setting("CONTACT_PHONE", "+212 5 22 00 00 00"),
    /** The postal address as each language writes it (French is what the post office reads). */
    address: {
      fr: setting("CONTACT_ADDRESS", "Boulevard d'Anfa, 20000 Casablanca, Maroc"),
      en: setting("CONTACT_ADDRESS_EN", "Boulevard d'Anfa, 20000 Casablanca, Morocco"),
      ar: setting("CONTACT_ADDRESS_AR", "شارع أنفا، 20000 الدار البيضاء، المغرب"),
    },
  },
  legal: {
    /** CNDP declaration reference under Law 09-08. */
    cndp: setting("CNDP_DECLARATION", "D-W-000/2026"),
  },
} as const;

export type SocialNetwork = (typeof site.social)[number]["network"];
