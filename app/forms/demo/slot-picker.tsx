import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { deviceZone, formatSlotDay, slotTimes } from "#core/booking/format";
import { readSlotList, slotField, slotsPath, type BookingAnswer, type SlotList } from "#core/booking/wire";
import type { Answer } from "../ui/use-form-submission";
import { apiUrl } from "#core/forms/endpoints";
import { isolate } from "#core/i18n/isolate";
import { isLocaleCode, type LocaleCode } from "#core/i18n/locales";
import { useLocale, useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { useFormState } from "../ui/form-context";

type SlotDay = SlotList["days"][number];

/** The language the visitor chose for the demo in the form (its radio group), or the page's. */
function chosenLanguage(form: HTMLFormElement | null, fallback: LocaleCode): LocaleCode {
  const value = (form?.elements.namedItem("preferredLanguage") as RadioNodeList | null)?.value;
  return isLocaleCode(value) ? value : fallback;
}

/** The free times for `language`: undefined while asked, or when the service cannot say. */
async function fetchSlots(language: LocaleCode, signal: AbortSignal): Promise<SlotList | undefined> {
  try {
    const response = await fetch(apiUrl(`${slotsPath}?language=${language}`), {
      headers: { Accept: "application/json" },
      signal,
    });
    return response.ok ? readSlotList(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Arrows move through every time of the list, from day to day, as through one radio group (the
 * browser does the same; done here so that it is the same everywhere): forward is ArrowDown, and
 * the reading direction's ArrowRight (ArrowLeft in Arabic).
 */
function moveWithArrows(event: KeyboardEvent<HTMLElement>, rtl: boolean) {
  const forward = event.key === "ArrowDown" || event.key === (rtl ? "ArrowLeft" : "ArrowRight");
  const back = event.key === "ArrowUp" || event.key === (rtl ? "ArrowRight" : "ArrowLeft");
  if (!forward && !back) return;
  const radios = [...event.currentTarget.querySelectorAll<HTMLInputElement>(`input[name="${slotField}"]`)];
  const index = radios.findIndex((radio) => radio === event.target);
  if (index < 0) return;
  event.preventDefault();
  const next = radios[(index + (forward ? 1 : -1) + radios.length) % radios.length];
  if (!next) return;
  next.focus();
  next.click();
}

/** Days of free times shown at first, and added at each "later days". */
const daysAtOnce = 4;

const optionClass =
  "flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2.5 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-3 has-focus-visible:outline-offset-2";

/** The language chosen for the demo in the form around `anchor`: read now, and followed as it changes. */
function useChosenLanguage(anchor: RefObject<HTMLElement | null>, fallback: LocaleCode): LocaleCode {
  const [language, setLanguage] = useState<LocaleCode>(fallback);
  useEffect(() => {
    const form = anchor.current?.closest("form") ?? null;
    if (!form) return;
    const follow = () => setLanguage(chosenLanguage(form, fallback));
    follow();
    form.addEventListener("change", follow);
    return () => form.removeEventListener("change", follow);
  }, [anchor, fallback]);
  return language;
}

/**
 * The free times for `language`, the time chosen, and whether the last one chosen was taken. After
 * a 409 (`conflict`), the service's next free times replace the list.
 */
function useSlots(language: LocaleCode, conflict: Answer | undefined) {
  const [list, setList] = useState<SlotList | undefined>(undefined);
  const [chosen, setChosen] = useState("");
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void fetchSlots(language, controller.signal).then((slots) => {
      if (controller.signal.aborted) return;
      setList(slots);
      setChosen("");
      setTaken(false);
    });
    return () => controller.abort();
  }, [language]);
  // A new 409 answer, read as the render meets it (React's way to follow a changed prop).
  const [seen, setSeen] = useState(conflict);
  if (conflict !== seen) {
    setSeen(conflict);
    if (conflict) {
      setList(readSlotList(conflict.slots));
      setChosen("");
      setTaken(true);
    }
  }
  return { list, chosen, setChosen, taken };
}

/** Said when the time chosen was taken: it takes the focus, so a screen reader reads it out. */
function TakenAlert({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} role="alert" className={alertClass}>
      <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-accent" />
      <span>{message}</span>
    </p>
  );
}

/** One day's free times, each radio heard with its day ("lundi 11 janvier, 10:00"). */
function DayTimes({
  day,
  zone,
  chosen,
  idPrefix,
}: {
  day: SlotDay;
  zone: string | undefined;
  chosen: string;
  idPrefix: string;
}) {
  const t = useT();
  const { code } = useLocale();
  const dayName = formatSlotDay(day.date, code);
  const dayId = `${idPrefix}-${day.date}`;
  // Casablanca's time is the service's (a browser's zone data may be old); the device's, the browser's.
  const times = day.slots.map((slot) => ({
    slot,
    times: slotTimes(slot.start, code, zone, { date: day.date, time: slot.time }),
  }));
  const both = times.some(({ times }) => times.local !== undefined);
  return (
    <div role="group" aria-labelledby={dayId}>
      <p id={dayId} className="font-semibold">
        {dayName}
      </p>
      <div className={`mt-2 grid gap-2 ${both ? "sm:grid-cols-2" : "grid-cols-3 sm:grid-cols-4"}`}>
        {times.map(({ slot, times }) => (
          <label key={slot.start} className={optionClass}>
            <input
              type="radio"
              name={slotField}
              value={slot.start}
              checked={chosen === slot.start}
              onChange={() => undefined}
              className="size-4 shrink-0 accent-(--brand)"
            />
            <span className="sr-only">{dayName},</span>{" "}
            {times.local === undefined ? (
              <span dir="ltr" className="font-medium tabular-nums">
                {times.casablanca}
              </span>
            ) : (
              <span className="font-medium tabular-nums">
                {t("forms.demo.booking.both", {
                  casablanca: isolate(times.casablanca),
                  local: isolate(times.local),
                })}
              </span>
            )}
          </label>
        ))}
      </div>
    </div>
  );
}

/**
 * The demo's free times in the visitor's chosen language, by day: one radio group named `slot`
 * (the start, ISO), and a last choice to be called back instead. Times are Casablanca's, and the
 * device's too when its clock reads otherwise. Nothing is drawn while there is no free time: the
 * form is then today's callback request. After a 409 (the time taken meanwhile), the service's next
 * free times replace the list and the visitor is told, the rest of the form untouched.
 */
export function SlotPicker({ onChosen }: { onChosen: (chosen: boolean) => void }) {
  const t = useT();
  const locale = useLocale();
  const { conflict } = useFormState();
  const anchor = useRef<HTMLSpanElement>(null);
  const id = useId();
  const [zone] = useState(deviceZone);
  const language = useChosenLanguage(anchor, locale.code);
  const { list, chosen, setChosen, taken } = useSlots(language, conflict);
  // The first days at once, the later ones on demand: three weeks of times would be a long page.
  const [shown, setShown] = useState(daysAtOnce);
  useEffect(() => onChosen(chosen !== ""), [chosen, onChosen]);

  if (!list || list.days.length === 0)
    return <span ref={anchor}>{taken && <TakenAlert message={t("forms.demo.booking.gone")} />}</span>;
  return (
    <fieldset
      aria-describedby={`${id}-hint`}
      onKeyDown={(event) => moveWithArrows(event, locale.dir === "rtl")}
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement;
        if (target.name === slotField) setChosen(target.value);
      }}
      className="space-y-4"
    >
      <legend className="font-medium">{t("forms.demo.booking.legend")}</legend>
      <span ref={anchor} hidden />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t("forms.demo.booking.hint", { length: list.minutes })}
      </p>
      {taken && <TakenAlert message={t("forms.demo.booking.taken")} />}
      {list.days.slice(0, shown).map((day) => (
        <DayTimes key={day.date} day={day} zone={zone} chosen={chosen} idPrefix={id} />
      ))}
      {shown < list.days.length && (
        <button type="button" className="btn btn-secondary" onClick={() => setShown(shown + daysAtOnce)}>
          {t("forms.demo.booking.more")}
        </button>
      )}
      <label className={optionClass}>
        <input
          type="radio"
          name={slotField}
          value=""
          checked={chosen === ""}
          onChange={() => undefined}
          className="size-4 shrink-0 accent-(--brand)"
        />
        <span>{t("forms.demo.booking.none")}</span>
      </label>
    </fieldset>
  );
}

const alertClass =
  "flex items-start gap-2 rounded-lg bg-accent-soft p-3 font-medium outline-none focus-visible:outline-3";

/** The demo booked: when (Casablanca's time, and the device's), how long, with whom, how; the links. */
export function BookingConfirmation({
  id,
  reference,
  email,
  booking,
}: {
  id: string;
  reference: string;
  email: string;
  booking: BookingAnswer;
}) {
  const t = useT();
  const locale = useLocale();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const times = slotTimes(booking.start, locale.code, deviceZone(), booking);
  const at = t("forms.demo.booking.confirmed.at", {
    day: isolate(times.day),
    time: isolate(times.casablanca),
  });
  const rows: [string, string][] = [
    [
      t("forms.demo.booking.confirmed.when"),
      times.local === undefined
        ? at
        : `${at} · ${t("forms.demo.booking.confirmed.yours", { time: isolate(times.local) })}`,
    ],
    [
      t("forms.demo.booking.confirmed.length"),
      t("forms.demo.booking.confirmed.minutes", { length: booking.minutes }),
    ],
    [t("forms.demo.booking.confirmed.presenter"), isolate(booking.presenter)],
    [t("forms.demo.booking.confirmed.how"), t(`forms.demo.booking.confirmed.${booking.mode}`)],
  ];
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-done-title`}
      className="rounded-2xl border border-brand bg-brand-soft p-6 outline-none focus-visible:outline-3"
    >
      <Icon name="check" className="size-8 text-brand" />
      <h2 id={`${id}-done-title`} className="mt-3 text-2xl font-bold">
        {t("forms.demo.booking.confirmed.title")}
      </h2>
      <p className="mt-2 text-pretty">
        {t("forms.demo.booking.confirmed.body", { reference: isolate(reference), email: isolate(email) })}
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="mt-1 font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 flex flex-wrap gap-3">
        <a className="btn btn-primary" href={booking.calendar} download>
          {t("forms.demo.booking.confirmed.calendar")}
        </a>
        <a className="btn btn-secondary" href={booking.reschedule}>
          {t("forms.demo.booking.confirmed.reschedule")}
        </a>
        <a className="btn btn-secondary" href={booking.cancel}>
          {t("forms.demo.booking.confirmed.cancel")}
        </a>
      </p>
    </section>
  );
}
