import type { Messages } from "@lingui/core";
import { useMemo } from "react";
import { isolate } from "#core/i18n/isolate";
import { getLocale, type DocumentLanguage } from "#core/i18n/locales";
import { createTranslator, type Translate } from "#core/i18n/translator";
import type { PlannerReading, PlannerState } from "#core/tools/general-assembly-form";
import { unpack, type Packed } from "#app/i18n/packed";
import { longDate } from "./format";

/** The letter's copy in French and in Arabic, as the page's loader sends it. */
export type Letters = Record<DocumentLanguage, Packed<Messages>>;
export type LetterLanguage = DocumentLanguage;

/**
 * The residence's name without a leading "Résidence" or "إقامة": the letter's wording says it
 * already ("de la résidence Les Orangers", "إقامة الياسمين").
 */
export const residenceName = (name: string) => name.trim().replace(/^(?:r[ée]sidence|إقامة)\s+/iu, "");

/** A translator over one language's letter copy. */
export function useLetterT(letters: Letters, language: LetterLanguage): Translate {
  return useMemo(() => createTranslator(getLocale(language), unpack(letters[language])), [letters, language]);
}

/**
 * The notice letter in French or in Arabic, whatever the page's language: the residence, the
 * meeting's kind, date, time and place, and the agenda (article 16 bis 2: place, date, time and
 * draft agenda). What is not typed yet is left dotted, to be written by hand. Printing keeps it
 * alone, on an A4 page (app/app.css).
 */
export function Letter({
  language,
  t,
  state,
  reading,
}: {
  language: LetterLanguage;
  t: Translate;
  state: PlannerState;
  reading: PlannerReading;
}) {
  const locale = getLocale(language);
  const blank = t("tools.assembly.notice.blank");
  // What the syndic typed keeps its own direction: a French place in an Arabic letter, or back.
  const or = (text: string) => (text.trim() ? isolate(text.trim()) : blank);
  const [hour, minute] = reading.time?.split(":") ?? [];
  const values = {
    kind: state.kind,
    residence: or(residenceName(state.residence)),
    address: or(state.address),
    date: reading.date ? longDate(reading.date, locale.intl) : blank,
    time: hour && minute ? t("tools.assembly.notice.time", { hour, minute }) : blank,
    place: or(state.place),
    blank,
  };
  return (
    <article
      id="ga-letter"
      lang={language}
      dir={locale.dir}
      data-script={locale.script}
      aria-labelledby="ga-letter-subject"
      className={`mx-auto mt-6 max-w-[210mm] print:mt-0 rounded-sm border border-line bg-white p-6 text-pretty text-black shadow-sm sm:p-12 print:max-w-none print:border-0 print:p-0 print:text-[11pt] print:shadow-none ${getLocale(language).script === "arabic" ? "leading-[1.8]" : "leading-relaxed"}`}
    >
      <p className="font-semibold">{t("tools.assembly.notice.sender", values)}</p>
      <p>{values.address}</p>
      <p className="mt-6 text-end">{t("tools.assembly.notice.dateLine", values)}</p>
      <p className="mt-6">{t("tools.assembly.notice.recipient", values)}</p>
      <p id="ga-letter-subject" className="mt-8 font-bold">
        {t("tools.assembly.notice.subject", values)}
      </p>
      <p className="mt-6">{t("tools.assembly.notice.salutation")}</p>
      <p data-letter="body" className="mt-4">
        {t("tools.assembly.notice.body", values)}
      </p>
      <p className="mt-4">{t("tools.assembly.notice.agenda")}</p>
      <ol data-letter="agenda" className="mt-2 list-decimal space-y-1 ps-8">
        {reading.agenda.map((item, index) => (
          <li key={index}>
            {item.kind === "usual" ? t(`tools.assembly.agenda.${item.id}`) : <bdi>{item.text}</bdi>}
          </li>
        ))}
        {reading.agenda.length === 0 && <li>{blank}</li>}
      </ol>
      <p className="mt-4">{t("tools.assembly.notice.proxy")}</p>
      <p className="mt-4">{t("tools.assembly.notice.closing")}</p>
      <p className="mt-8 text-end font-semibold">{t("tools.assembly.notice.signature")}</p>
      <p className="mt-2 text-end">{t("tools.assembly.notice.sign")}</p>
    </article>
  );
}
