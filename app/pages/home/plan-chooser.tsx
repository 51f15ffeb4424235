import { plans, type Plan } from "#core/content/plans";
import { useT } from "#app/i18n/use-t";
import { LocalLink } from "#app/ui/local-link";

const largest = plans[plans.length - 1] as Plan;
const slider = { min: 10, max: 6000, step: 10 };

/** The visitor's number of users, as typed: empty or not a positive number means "not yet". */
export function parseUsers(raw: string): number | undefined {
  const users = Number(raw);
  return raw.trim() !== "" && Number.isFinite(users) && users >= 1 ? Math.round(users) : undefined;
}

/**
 * "Which plan fits?": type or slide a number of users and read the plan that fits, announced
 * politely to screen readers. Beyond the largest plan, an invitation to talk.
 */
export function PlanChooser({
  raw,
  onChange,
  fit,
}: {
  raw: string;
  onChange: (raw: string) => void;
  fit: Plan | undefined;
}) {
  const t = useT();
  const users = parseUsers(raw);
  const beyond = users !== undefined && !fit;
  const sliderValue = Math.min(Math.max(users ?? slider.min, slider.min), slider.max);

  let message = t("home.chooser.empty");
  if (users !== undefined && fit)
    message = t("home.chooser.result", {
      users,
      plan: t(`home.plan.${fit.id}.name`),
      max: fit.maxUsers,
    });
  else if (beyond) message = t("home.chooser.beyond", { max: largest.maxUsers });

  return (
    <div className="mx-auto mt-12 max-w-3xl rounded-2xl border border-line bg-sunken p-6 sm:p-8">
      <h3 className="text-xl font-bold">{t("home.chooser.title")}</h3>
      <label htmlFor="plan-users" className="mt-5 block font-medium">
        {t("home.chooser.label")}
      </label>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <input
          id="plan-users"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={raw}
          placeholder={t("home.chooser.placeholder")}
          aria-describedby="plan-users-hint"
          onChange={(event) => onChange(event.target.value)}
          className="min-h-12 w-full rounded-xl border border-line bg-surface px-4 text-lg text-ink tabular-nums placeholder:text-muted sm:w-44"
        />
        <input
          type="range"
          min={slider.min}
          max={slider.max}
          step={slider.step}
          value={sliderValue}
          aria-label={t("home.chooser.slider")}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-full flex-1 cursor-pointer accent-[var(--brand)]"
        />
      </div>
      <p id="plan-users-hint" className="mt-3 text-sm text-muted">
        {t("home.chooser.hint")}
      </p>
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="mt-5 text-lg font-semibold text-pretty"
      >
        {message}
      </p>
      {beyond && (
        <LocalLink to="/core/demo" className="btn btn-primary mt-4">
          {t("home.chooser.beyondCta")}
        </LocalLink>
      )}
    </div>
  );
}
