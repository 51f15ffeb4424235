/**
 * Countries a visitor can choose, as ISO 3166-1 alpha-2 codes; their names come from Intl in the
 * page's language at build time. Morocco is first and the default. Western Sahara is not listed
 * separately: for a Moroccan company it is part of Morocco.
 */
// prettier-ignore
export const countryCodes = [
  "MA", "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX",
  "AZ", "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR",
  "BS", "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM",
  "CN", "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC",
  "EE", "EG", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
  "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM",
  "HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM",
  "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC",
  "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MC", "MD", "ME", "MF", "MG", "MH", "MK", "ML",
  "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA", "NC",
  "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG", "PH",
  "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW", "SA",
  "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST",
  "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO", "TR",
  "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI", "VN",
  "VU", "WF", "WS", "XK", "YE", "YT", "ZA", "ZM", "ZW",
] as const;

export type CountryCode = (typeof countryCodes)[number];

export const defaultCountry: CountryCode = "MA";

/**
 * The countries most demo requests are expected from besides Morocco: those of Moroccans abroad who
 * own homes here and of the buyers and developers who invest here, and the West African markets of
 * Moroccan developers. The page holds only these until the visitor starts filling the form, then
 * every country (decision 022): 249 options were the largest part of the page's first render.
 */
// prettier-ignore
export const frequentCountries: ReadonlySet<CountryCode> = new Set<CountryCode>([
  "MA", "FR", "ES", "BE", "NL", "IT", "DE", "GB", "CH", "CA", "US", "AE", "SA", "QA", "SN", "CI",
]);

/** A country as the form lists it: its code and its name in the page's language. */
export type CountryOption = { code: CountryCode; name: string };

/** `[{ code, name }]` in `intlLocale`: Morocco first, then by name as that language sorts. */
export function countryOptions(intlLocale: string): CountryOption[] {
  const names = new Intl.DisplayNames([intlLocale], { type: "region" });
  const collator = new Intl.Collator(intlLocale);
  const options = countryCodes.map((code) => ({ code, name: names.of(code) ?? code }));
  const others = options
    .filter((o) => o.code !== defaultCountry)
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...options.filter((o) => o.code === defaultCountry), ...others];
}
