import type { LocaleCode } from "#core/i18n/locales";
import ar from "./minutes.ar.json" with { type: "json" };
import fr from "./minutes.fr.json" with { type: "json" };

/**
 * The words of the general meeting's minutes template (procès-verbal, محضر الجمع العام), in the
 * languages its files are made in: a file a language beside this one, minutes.<code>.json. It is
 * a document the chair and the secretary sign: it states only rules whose article was read
 * (core/content/co-ownership-law.ts), cited as the text of its language numbers them, and none of
 * the site's caveats (decision 054; a test holds it). Blanks are for the syndic to fill in.
 */
export type MinutesCopy = {
  title: string;
  subtitle: string;
  meeting: { title: string; fields: string[]; kind: string; kinds: string[] };
  attendance: {
    title: string;
    owners: string;
    shares: string;
    /** Between the count present and the total: "sur". */
    of: string;
    quorum: string;
    yes: string;
    no: string;
    sheet: string;
  };
  bureau: { title: string; chair: string; secretary: string };
  agenda: {
    title: string;
    votesRule: string;
    /** An item's label, "{n}" standing for its number (agendaItem). */
    item: string;
    resolution: string;
    /** The votes table's heads: an empty corner, then for, against, abstaining. */
    columns: string[];
    /** Its rows: the votes in shares, then the number of owners. */
    rows: string[];
    majority: string;
    result: string;
    /** Adopted, then rejected. */
    outcomes: string[];
  };
  closing: { title: string; text: string };
  signatures: { title: string; chair: string; secretary: string; name: string; signature: string };
  after: { title: string; lines: string[] };
};

export const minutesCopy = { fr, ar } satisfies Partial<Record<LocaleCode, MinutesCopy>>;

/** The label of the agenda's item `n`, "Point n° 3 :". */
export function agendaItem(copy: MinutesCopy, n: number) {
  return copy.agenda.item.replace("{n}", String(n));
}
