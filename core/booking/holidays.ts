/**
 * Morocco's public holidays that fall on the same Gregorian date every year: no demo is booked on
 * them (closed by default, issue 32). The religious holidays (Eid al-Fitr, Eid al-Adha, the Islamic
 * New Year, the Prophet's birthday) move with the lunar calendar and are announced by the Ministry
 * of Habous a day or so before: the team enters them as closed days in the inbox.
 *
 * Source: the list of paid public holidays (décret n° 2-77-169 of 28 February 1977, as amended),
 * as the Ministère de l'Inclusion économique, de la Petite entreprise, de l'Emploi et des
 * Compétences publishes it; Yennayer (14 January) added by the royal decision of 3 May 2023;
 * Eid al-Wahda (31 October) added by the royal decision of 2025. Checked 29 November 2026.
 */
export type FixedHoliday = { month: number; day: number; name: string };

export const fixedHolidays: readonly FixedHoliday[] = [
  { month: 1, day: 1, name: "New Year's Day" },
  { month: 1, day: 11, name: "Proclamation of Independence" },
  { month: 1, day: 14, name: "Amazigh New Year (Yennayer)" },
  { month: 5, day: 1, name: "Labour Day" },
  { month: 7, day: 30, name: "Throne Day" },
  { month: 8, day: 14, name: "Oued Ed-Dahab Day" },
  { month: 8, day: 20, name: "Revolution of the King and the People" },
  { month: 8, day: 21, name: "Youth Day" },
  { month: 10, day: 31, name: "Unity Day (Eid al-Wahda)" },
  { month: 11, day: 6, name: "Green March" },
  { month: 11, day: 18, name: "Independence Day" },
];

/** Whether a Casablanca calendar date ("2027-01-11") is a fixed-date public holiday. */
export function isFixedHoliday(date: string): boolean {
  const [, month, day] = date.split("-").map(Number);
  return fixedHolidays.some((holiday) => holiday.month === month && holiday.day === day);
}
