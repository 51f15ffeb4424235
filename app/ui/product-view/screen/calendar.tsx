import { weekdayInitials } from "#core/i18n/dates";
import { formatNumber } from "#core/i18n/numbers";
import { useLocale } from "#app/i18n/use-t";
import type { ViewText } from "./text";

/**
 * A month's grid, Monday first, with the days that hold something marked and one day selected.
 * `month` is "YYYY-MM"; the grid flows with the page's direction, as the app's does.
 */
export function Calendar({
  month,
  marked,
  selected,
  text,
}: {
  month: string;
  marked: number[];
  selected: number;
  text: ViewText;
}) {
  const locale = useLocale();
  const [year = 2026, monthNumber = 1] = month.split("-").map(Number);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  // Monday = 0: the blank cells before the first day.
  const offset = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const title = text({ at: `${month}-15T12:00:00+01:00`, show: "month" });
  return (
    <section className="rounded-xl border border-line bg-surface p-3">
      <p className="mb-2 text-[13px] font-semibold text-ink">{title}</p>
      <div className="grid grid-cols-7 gap-y-1 text-center text-[11px] tabular-nums">
        {weekdayInitials(locale.intl).map((day, i) => (
          <span key={i} className="font-semibold text-muted">
            {day}
          </span>
        ))}
        {Array.from({ length: offset }, (_, i) => (
          <span key={`blank-${i}`} />
        ))}
        {Array.from({ length: days }, (_, i) => (
          <Day
            key={i}
            day={i + 1}
            label={formatNumber(i + 1, locale.numberIntl)}
            marked={marked}
            selected={selected}
          />
        ))}
      </div>
    </section>
  );
}

function Day({
  day,
  label,
  marked,
  selected,
}: {
  day: number;
  label: string;
  marked: number[];
  selected: number;
}) {
  const isSelected = day === selected;
  return (
    <span className="flex flex-col items-center">
      <span
        className={`flex size-6 items-center justify-center rounded-full ${isSelected ? "bg-brand font-bold text-on-brand" : "text-ink"}`}
      >
        {label}
      </span>
      <span
        className={`mt-0.5 size-1 rounded-full ${marked.includes(day) && !isSelected ? "bg-accent" : ""}`}
      />
    </span>
  );
}
