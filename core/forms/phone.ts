/**
 * Phone numbers as visitors type them → E.164 (`+212612345678`), or undefined when it cannot be one.
 * Moroccan numbers in every usual form: `06 12 34 56 78`, `0612-345-678`, `+212 6 12 34 56 78`,
 * `+212 (0)6 12…`, `00212 6…`; other countries in international form only (`+33 6 12 34 56 78`,
 * `0033 6…`), since a national number without its country is ambiguous.
 */
export function normalizePhone(input: string): string | undefined {
  const compact = input.trim().replace(/[\s.\-/()]/g, "");
  let digits: string;
  if (compact.startsWith("+")) digits = compact.slice(1);
  else if (compact.startsWith("00")) digits = compact.slice(2);
  else if (/^0[5-8]\d{8}$/.test(compact)) digits = `212${compact.slice(1)}`;
  else return undefined;
  if (!/^\d+$/.test(digits)) return undefined;

  if (digits.startsWith("212")) {
    // `+212 0 6…`: the national trunk 0 written after the country code is a common slip.
    const national = digits.slice(3).replace(/^0/, "");
    return /^[5-8]\d{8}$/.test(national) ? `+212${national}` : undefined;
  }
  // E.164: a country code (never starting with 0) and at most 15 digits in all.
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : undefined;
}
