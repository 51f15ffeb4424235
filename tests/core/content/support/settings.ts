/**
 * Every URBIS_PUBLIC_* setting set, with values that are obviously not real (test fixtures only):
 * what "all set" means for the site's settings and the launch check.
 */
export const everySetting: Record<string, string> = {
  URBIS_PUBLIC_ORIGIN: "https://example.ma",
  URBIS_PUBLIC_APP_URL: "https://app.example.ma",
  URBIS_PUBLIC_SIGN_IN_URL: "https://app.example.ma/login",
  URBIS_PUBLIC_SIGN_UP_URL: "https://app.example.ma/register",
  URBIS_PUBLIC_DASHBOARD_URL: "https://app.example.ma/dashboard",
  URBIS_PUBLIC_APP_STORE_URL: "https://apps.apple.com/app/id0000000000",
  URBIS_PUBLIC_GOOGLE_PLAY_URL: "https://play.google.com/store/apps/details?id=test.example",
  URBIS_PUBLIC_FACEBOOK_URL: "https://www.facebook.com/example",
  URBIS_PUBLIC_INSTAGRAM_URL: "https://www.instagram.com/example",
  URBIS_PUBLIC_LINKEDIN_URL: "https://www.linkedin.com/company/example",
  URBIS_PUBLIC_YOUTUBE_URL: "https://www.youtube.com/@example",
  URBIS_PUBLIC_CONTACT_EMAIL: "hello@example.ma",
  URBIS_PUBLIC_PRIVACY_EMAIL: "dpo@example.ma",
  URBIS_PUBLIC_CONTACT_PHONE: "+212 5 22 12 34 56",
  URBIS_PUBLIC_WHATSAPP: "+212 6 12 34 56 78",
  URBIS_PUBLIC_CONTACT_ADDRESS: "12, rue Exemple, 20000 Casablanca, Maroc",
  URBIS_PUBLIC_CONTACT_ADDRESS_EN: "12 Exemple Street, 20000 Casablanca, Morocco",
  URBIS_PUBLIC_CONTACT_ADDRESS_AR: "12، زنقة مثال، 20000 الدار البيضاء، المغرب",
  URBIS_PUBLIC_LEGAL_ENTITY: "Exemple SARL",
  URBIS_PUBLIC_RC: "Casablanca 000000",
  URBIS_PUBLIC_ICE: "000000000000000",
  URBIS_PUBLIC_CNDP_DECLARATION: "TEST-DECLARATION",
  URBIS_PUBLIC_CNDP_TRANSFER_AUTHORISATION: "TEST-AUTHORISATION",
  URBIS_PUBLIC_HOSTING_COUNTRY: "MA",
  URBIS_PUBLIC_SUBPROCESSORS: "Host Example:hosting:MA,Mail Example:email:FR",
  URBIS_PUBLIC_SLA_URL: "https://example.ma/sla",
  URBIS_PUBLIC_API_ORIGIN: "https://api.example.ma",
  URBIS_PUBLIC_SHOW_SAMPLES: "false",
};
