import { useCallback, useEffect, useMemo, useState } from "react";
import { addDays, todayInCasablanca, type CalendarDate } from "#core/tools/assembly-deadlines";
import { GENERAL_ASSEMBLY_KEY } from "#core/storage-keys";
import {
  emptyPlanner,
  parseSavedPlanner,
  readPlanner,
  type PlannerField,
  type PlannerReading,
  type PlannerState,
} from "#core/tools/general-assembly-form";
import { useLocale, useT } from "#app/i18n/use-t";
import { useStoredWork, type StoredWork } from "#app/ui/tools/use-stored-work";
import { WorkStatusBar } from "#app/ui/tools/work-status";
import { Deadlines } from "./deadlines";
import { ErrorsContext, WarningsContext } from "./fields";
import { AgendaFields, MeetingFields, ResidenceFields } from "./form";
import { longDate } from "./format";
import { LetterSection } from "./letter-section";
import type { Letters } from "./letter";

/** The planner, kept in this browser from the first change; it starts as an empty form. */
const stored: StoredWork<PlannerState> = {
  key: GENERAL_ASSEMBLY_KEY,
  parse: parseSavedPlanner,
  empty: emptyPlanner,
};

/** The fields whose "fill this in" waits until the visitor has left them empty once. */
const waitForTouch: PlannerField[] = ["date", "time", "place"];

/** The errors to show, each as its message in the page's language, by field. */
function useErrorMessages(reading: PlannerReading, touched: ReadonlySet<PlannerField>, today: CalendarDate) {
  const t = useT();
  const { intl } = useLocale();
  return useMemo(() => {
    const shown = reading.errors.filter(
      (error) => error.code !== "required" || !waitForTouch.includes(error.field) || touched.has(error.field),
    );
    const earliest = longDate(addDays(today, 15), intl);
    return new Map(
      shown.map((error) => [error.field, t(`tools.assembly.error.${error.code}`, { earliest })]),
    );
  }, [reading, touched, today, t, intl]);
}

/** The warnings to show, each as its message in the page's language, by field. */
function useWarningMessages(reading: PlannerReading) {
  const t = useT();
  const { intl } = useLocale();
  return useMemo(() => {
    const messages = new Map<PlannerField, string>();
    for (const warning of reading.warnings) {
      const message = t(`tools.assembly.warning.${warning.code}`, { date: longDate(warning.date, intl) });
      messages.set(warning.field, [messages.get(warning.field), message].filter(Boolean).join(" "));
    }
    return messages;
  }, [reading, t, intl]);
}

/** The deadlines of the last complete date typed, kept while the field is being corrected. */
function DeadlinesSection({ date }: { date: CalendarDate | undefined }) {
  const t = useT();
  const { intl } = useLocale();
  const [shown, setShown] = useState(date);
  if (date && date !== shown) setShown(date);
  return (
    <section aria-labelledby="ga-deadlines-title" className="print:hidden">
      <h3 id="ga-deadlines-title" className="text-2xl font-bold tracking-tight">
        {t("tools.assembly.deadlines.title")}
      </h3>
      {shown && !date && (
        <p role="status" className="mt-3 rounded-xl border border-accent p-3 font-medium">
          {t("tools.assembly.deadlines.stale", { date: longDate(shown, intl) })}
        </p>
      )}
      {shown ? (
        <Deadlines date={shown} />
      ) : (
        <p className="mt-3 text-muted">{t("tools.assembly.deadlines.empty")}</p>
      )}
    </section>
  );
}

/**
 * The general-meeting planner (decision 039): the form, read as it is typed (core/tools/
 * general-assembly-form.ts), each error on its field in the page's language; the deadlines, the
 * letter and the calendar file follow what is valid. Loaded once the page has hydrated.
 */
export default function Tool({ letters, onLots }: { letters: Letters; onLots: (count: number) => void }) {
  const t = useT();
  const { work: state, status, change, clear } = useStoredWork(stored, "fresh");
  const update = useCallback(
    (fields: Partial<PlannerState>) => change((current) => ({ ...current, ...fields })),
    [change],
  );
  // A new form after "clear": the deadlines forget the last date they showed.
  const [generation, setGeneration] = useState(0);
  const [today] = useState(() => todayInCasablanca());
  // Saved work read back shows its errors at once; a fresh form waits for each field to be left.
  const [touched, setTouched] = useState<ReadonlySet<PlannerField>>(
    () => new Set(status === "saved" ? waitForTouch : []),
  );
  const forget = () => {
    clear();
    setTouched(new Set());
    setGeneration((current) => current + 1);
  };
  const touch = (field: PlannerField) => setTouched((current) => new Set(current).add(field));
  const reading = useMemo(() => readPlanner(state, today), [state, today]);
  const errors = useErrorMessages(reading, touched, today);
  const warnings = useWarningMessages(reading);
  useEffect(() => {
    onLots(reading.lots ?? 0);
  }, [onLots, reading.lots]);

  return (
    <div>
      <WorkStatusBar
        message={t(`tools.assembly.${status}`)}
        action={status === "saved" ? { label: t("tools.assembly.clear"), onClick: forget } : undefined}
        hideInPrint
      />
      {errors.size > 0 && (
        <p role="status" className="mt-4 rounded-xl border border-accent p-3 font-medium print:hidden">
          {t("tools.assembly.error.summary", { count: errors.size })}
        </p>
      )}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2 print:hidden">
        <ErrorsContext.Provider value={errors}>
          <WarningsContext.Provider value={warnings}>
            <div className="grid gap-6 print:hidden">
              <MeetingFields state={state} update={update} touch={touch} />
              <AgendaFields state={state} update={update} />
              <ResidenceFields state={state} update={update} />
            </div>
          </WarningsContext.Provider>
        </ErrorsContext.Provider>
        <DeadlinesSection key={generation} date={reading.date} />
      </div>
      <LetterSection letters={letters} state={state} reading={reading} />
    </div>
  );
}
