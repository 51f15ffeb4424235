import type { PlanEstimate } from "#core/content/plan-estimate";
import { largestUserLimit, parseCount } from "#core/content/plan-estimate";
import { defaultPeoplePerLot } from "#core/content/plans";
import { useT } from "#app/i18n/use-t";
import { LocalLink } from "#app/ui/local-link";

const slider = { min: 10, max: 2500, step: 10 };

/** The visitor's number of lots, as typed: empty, zero or not a number means "not yet". */
export function parseLots(raw: string): number | undefined {
  const lots = parseCount(raw);
  return lots !== undefined && lots >= 1 ? lots : undefined;
}

/**
 * "Which plan fits?": type or slide the residence's number of lots and read the users it makes
 * and the plan that covers them (core/content/plan-estimate.ts, the pricing page's model),
 * announced politely to screen readers. Beyond the largest plan, an invitation to talk.
 */
export function PlanChooser({
  raw,
  onChange,
  estimate,
}: {
  raw: string;
  onChange: (raw: string) => void;
  estimate: PlanEstimate | undefined;
}) {
  const t = useT();
  const lots = parseLots(raw);
  const beyond = estimate !== undefined && !estimate.plan;
  const sliderValue = Math.min(Math.max(lots ?? slider.min, slider.min), slider.max);

  let message = t("home.chooser.empty");
  if (estimate?.plan)
    message = t("home.chooser.result", {
      lots: estimate.lots,
      users: estimate.users,
      plan: t(`home.plan.${estimate.plan.id}.name`),
      max: estimate.plan.maxUsers,
    });
  else if (estimate) message = t("home.chooser.beyond", { users: estimate.users, max: largestUserLimit });

  return (
    <div className="mx-auto mt-12 max-w-3xl rounded-2xl border border-line bg-sunken p-6 sm:p-8">
      <h3 className="text-xl font-bold">{t("home.chooser.title")}</h3>
      <label htmlFor="plan-lots" className="mt-5 block font-medium">
        {t("home.chooser.label")}
      </label>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <input
          id="plan-lots"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={raw}
          placeholder={t("home.chooser.placeholder")}
          aria-describedby="plan-lots-hint"
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
      <p id="plan-lots-hint" className="mt-3 text-sm text-muted">
        {t("home.chooser.hint", { perLot: defaultPeoplePerLot })}
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
