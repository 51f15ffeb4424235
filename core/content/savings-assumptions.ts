/**
 * The savings estimator's assumptions (docs/decisions/040-savings-estimator.md): each price or rate
 * it uses, with its unit and the pages that give it. A figure no source gave is a visitor input
 * (`visitorInput: true`) with no default value: the estimator never supplies it.
 *
 * Prices are in MAD. A range (`low`, `high`) is kept as the source gives it; the estimator's low
 * end uses `low`, its high end `high`. The pages were read on the date each source carries.
 */

export type AssumptionSource = {
  title: string;
  url: string;
  /** The date the page was read, ISO (YYYY-MM-DD). */
  consulted: string;
  /** What the page says, in its own language, short. */
  quote: string;
};

type Sourced = {
  id: string;
  unit: "mad-per-letter" | "mad-per-notice" | "mad-per-hour";
  low: number;
  high: number;
  sources: readonly AssumptionSource[];
  visitorInput?: undefined;
};

type VisitorInput = {
  id: string;
  unit: "mad-per-page" | "percent" | "mad-per-hour";
  visitorInput: true;
  /** Why the visitor gives it: what was looked for and not found. */
  reason: "no-source-found" | "depends-on-the-residence";
};

export type Assumption = Sourced | VisitorInput;

const consulted = "2026-11-26";

export const savingsAssumptions: readonly Assumption[] = [
  {
    id: "registered-letter",
    unit: "mad-per-letter",
    low: 23.2,
    high: 34.9,
    sources: [
      {
        title: "Al3omk — Poste Maroc augmente les tarifs des timbres (note du 10 août 2023)",
        url: "https://fr.al3omk.com/amp/34438.html",
        consulted,
        quote:
          "Quant aux envois recommandés, le prix des timbres augmentera et variera entre 23,20 dirhams et 34,90 dirhams en fonction du type et de la catégorie de l'envoi.",
      },
    ],
  },
  {
    id: "bailiff-notice",
    unit: "mad-per-notice",
    low: 50,
    high: 100,
    sources: [
      {
        title: "Annonce Bulletin Officiel — L'huissier de justice en droit marocain (tarif du B.O. n° 6318)",
        url: "https://annoncebulletinofficiel.ma/lhuissier-de-justice-en-droit-marocain/",
        consulted,
        quote:
          "Pour la transmission des avis, le tarif est de 50 DH. La transmission des avis par voie judiciaire coûte 100 DH.",
      },
    ],
  },
  {
    id: "smig-hourly",
    unit: "mad-per-hour",
    low: 17.92,
    high: 17.92,
    sources: [
      {
        title: "Le360 — Voici de combien vont augmenter le Smig et le Smag au Maroc en 2026",
        url: "https://fr.le360.ma/economie/voici-de-combien-vont-augmenter-le-smig-et-le-smag-au-maroc-en-2026_SHYRCHOG2NET3N524YQCDMNIQE/",
        consulted,
        quote: "SMIG: 17,92 DH/heure (+5 % à partir de janvier 2026)",
      },
      {
        title: "Hespress FR (Maghress) — Conseil de gouvernement, projet de décret n° 2.25.983",
        url: "https://www.maghress.com/fr/hespressfr/454613",
        consulted,
        quote:
          "dès 2026, le salaire minimum légal atteindra 17,92 dirhams par heure de travail dans les activités non agricoles",
      },
    ],
  },
  { id: "printing-per-page", unit: "mad-per-page", visitorInput: true, reason: "no-source-found" },
  { id: "staff-hourly-cost", unit: "mad-per-hour", visitorInput: true, reason: "depends-on-the-residence" },
  { id: "share-online", unit: "percent", visitorInput: true, reason: "no-source-found" },
  { id: "unpaid-recovered", unit: "percent", visitorInput: true, reason: "no-source-found" },
];

/** The sourced prices the estimator's arithmetic uses, in centimes (core/tools/savings-estimator.ts). */
export type SavingsRates = {
  registeredLetter: { low: number; high: number };
  bailiffNotice: { low: number; high: number };
  minimumHourlyWage: number;
};

const centimes = (mad: number) => Math.round(mad * 100);

function sourced(id: string): Sourced {
  const entry = savingsAssumptions.find((assumption) => assumption.id === id);
  if (!entry || entry.visitorInput) throw new Error(`${id} is not a sourced assumption`);
  return entry;
}

/** The rates, read from the entries above: the page's loader sends them to the tool as data. */
export function savingsRates(): SavingsRates {
  const letter = sourced("registered-letter");
  const bailiff = sourced("bailiff-notice");
  return {
    registeredLetter: { low: centimes(letter.low), high: centimes(letter.high) },
    bailiffNotice: { low: centimes(bailiff.low), high: centimes(bailiff.high) },
    minimumHourlyWage: centimes(sourced("smig-hourly").low),
  };
}
