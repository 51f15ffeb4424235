import { useState } from "react";
import { documentLanguages } from "#core/i18n/locales";
import type { PlannerReading, PlannerState } from "#core/tools/general-assembly-form";
import { useLocale, useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { Section } from "#app/ui/section";
import { Letter, useLetterT, type LetterLanguage, type Letters } from "./letter";

const languages = documentLanguages;

/** The letter's language: the page's when it is French or Arabic, French on the English pages. */
const firstLanguage = (code: string): LetterLanguage =>
  languages.find((language) => language === code) ?? languages[0];

/** The .ics download and its note on time zones (decisions 036 and 051). */
function CalendarDownload({ state, reading }: { state: PlannerState; reading: PlannerReading }) {
  const t = useT();
  const ready = reading.date !== undefined && reading.time !== undefined;
  return (
    <div className="mt-8 rounded-2xl border border-line bg-surface p-5 print:hidden">
      <button
        type="button"
        disabled={!ready}
        data-track="calendar_exported"
        onClick={() => {
          // The calendar library and the zone's rules load on the first click only (decision 051).
          void import("./calendar-file").then(({ calendarFile, download }) => {
            const file = calendarFile(t, state, reading, new Date());
            if (file) download(file.name, file.text, "text/calendar;charset=utf-8");
          });
        }}
        className="btn btn-primary disabled:opacity-60"
      >
        <Icon name="calendar" className="size-5" />
        {t("tools.assembly.ics.download")}
      </button>
      {!ready && <p className="mt-2 text-sm font-medium">{t("tools.assembly.ics.unavailable")}</p>}
      <p className="mt-3 text-sm text-muted text-pretty">{t("tools.assembly.ics.note")}</p>
    </div>
  );
}

/**
 * The notice letter, in French or in Arabic as the syndic chooses, ready to print; then the
 * meeting as a calendar file.
 */
export function LetterSection({
  letters,
  state,
  reading,
}: {
  letters: Letters;
  state: PlannerState;
  reading: PlannerReading;
}) {
  const t = useT();
  const locale = useLocale();
  const [language, setLanguage] = useState<LetterLanguage>(() => firstLanguage(locale.code));
  const letterT = useLetterT(letters, language);
  const incomplete = !reading.date || !reading.time || !state.place.trim() || !state.residence.trim();
  return (
    <Section
      id="ga-letter-title"
      level={3}
      title={t("tools.assembly.letter.title")}
      className="mt-12 print:mt-0"
      titleClassName="text-2xl font-bold tracking-tight print:hidden"
    >
      <p className="mt-2 max-w-3xl text-pretty print:hidden">{t("tools.assembly.letter.intro")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
        <span id="ga-letter-language" className="font-medium">
          {t("tools.assembly.letter.language")}
        </span>
        <div role="group" aria-labelledby="ga-letter-language" className="flex flex-wrap gap-2">
          {languages.map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={language === code}
              onClick={() => setLanguage(code)}
              className={language === code ? "btn btn-primary" : "btn btn-secondary"}
            >
              {t(`tools.assembly.letter.${code}`)}
            </button>
          ))}
        </div>
        <button type="button" onClick={() => window.print()} className="btn btn-secondary ms-auto">
          {t("tools.assembly.letter.print")}
        </button>
      </div>
      {incomplete && (
        <p className="mt-3 text-sm font-medium text-pretty print:hidden">
          {t("tools.assembly.letter.incomplete")}
        </p>
      )}
      <Letter language={language} t={letterT} state={state} reading={reading} />
      <CalendarDownload state={state} reading={reading} />
    </Section>
  );
}
