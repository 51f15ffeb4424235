import { useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import {
  estimatePlan,
  estimateFields as fields,
  type EstimateField as Field,
  type EstimateReading,
  largestUserLimit,
  lotKinds as lotFields,
  MAX_LOTS_OF_A_KIND,
  type PlanEstimate,
  PEOPLE_PER_LOT,
  readEstimate,
} from "#core/content/plan-estimate";
import { defaultPeoplePerLot } from "#core/content/plans";
import { describedBy, FieldError } from "#app/forms/ui/field";
import { useLocale, useT } from "#app/i18n/use-t";
import { ArrowLink } from "#app/ui/arrow-link";
import { formatStorage, numberFormat } from "#core/i18n/numbers";

type Values = Partial<Record<Field, string>>;
type Errors = EstimateReading["errors"];

const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-base text-ink placeholder:text-muted " +
  "aria-invalid:border-accent aria-invalid:ring-1 aria-invalid:ring-accent";

const noSubscription = () => () => undefined;

/**
 * The form is a GET form to the page itself: sent before the page's script has run, it comes back
 * with its numbers in the query, which this reads once hydrated (the prerendered page cannot).
 */
function useQuery(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
}

function valuesOf(search: string): Values {
  const params = new URLSearchParams(search);
  return Object.fromEntries(fields.flatMap((f) => (params.has(f) ? [[f, params.get(f) ?? ""]] : [])));
}

/** Each field's error as its message in the page's language, the limits it names written as the page writes numbers. */
function useErrorMessages(errors: Errors): Partial<Record<Field, string>> {
  const t = useT();
  const { numberIntl } = useLocale();
  const format = numberFormat(numberIntl);
  return Object.fromEntries(
    errors.map(({ field, code }) => [
      field,
      t(`pricing.estimate.error.${code}`, {
        max: format.format(MAX_LOTS_OF_A_KIND),
        min: format.format(PEOPLE_PER_LOT.min),
        most: format.format(PEOPLE_PER_LOT.max),
      }),
    ]),
  );
}

/** What ties a field to its hint and its error, for screen readers; red when it is wrong. */
function control(id: string, error: string | undefined, hint = false) {
  return {
    id,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy(id, hint, Boolean(error)),
  };
}

/** The lots by kind, and the people per lot (optional): the form's fields, each with its error. */
function EstimateFields({ query, errors }: { query: string; errors: Partial<Record<Field, string>> }) {
  const t = useT();
  const { numberIntl } = useLocale();
  return (
    <>
      <fieldset>
        <legend className="font-semibold">{t("pricing.estimate.lots")}</legend>
        {/* Keyed by the query: the fields are rebuilt with its numbers once the page knows them. */}
        <div key={query} className="mt-3 grid gap-4 sm:grid-cols-3">
          {lotFields.map((f) => (
            <div key={f}>
              <label htmlFor={`estimate-${f}`} className="block text-sm font-medium">
                {t(`pricing.estimate.${f}`)}
              </label>
              <input
                {...control(`estimate-${f}`, errors[f])}
                name={f}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                defaultValue={valuesOf(query)[f] ?? ""}
                className={inputClass}
              />
              <FieldError id={`estimate-${f}`} message={errors[f]} />
            </div>
          ))}
        </div>
      </fieldset>
      <div key={`people${query}`} className="mt-5">
        <label htmlFor="estimate-people" className="block text-sm font-medium">
          {t("pricing.estimate.people")}{" "}
          <span className="font-normal text-muted">{t("pricing.estimate.optional")}</span>
        </label>
        <input
          {...control("estimate-people", errors.people, true)}
          name="people"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          placeholder={numberFormat(numberIntl).format(defaultPeoplePerLot)}
          defaultValue={valuesOf(query).people ?? ""}
          className={`${inputClass} sm:max-w-48`}
        />
        <FieldError id="estimate-people" message={errors.people} />
        <p id="estimate-people-hint" className="mt-2 text-sm text-muted">
          {t("pricing.estimate.peopleHint", { perLot: defaultPeoplePerLot })}
        </p>
      </div>
    </>
  );
}

/** One figure of the result: its name, then its value (the plan's in the brand's colour). */
function Figure({
  label,
  strong = false,
  children,
}: {
  label: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 rounded-xl bg-surface px-4 py-3 sm:block sm:py-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={`text-xl font-bold ${strong ? "text-brand" : "tabular-nums"}`}>{children}</dd>
    </div>
  );
}

/** What the numbers give: the users, the plan and its storage, and the next step; said aloud as it changes. */
function EstimateResult({ estimate, invalid }: { estimate: PlanEstimate | undefined; invalid: number }) {
  const t = useT();
  const { numberIntl } = useLocale();
  const planName = estimate?.plan && t(`pricing.plan.${estimate.plan.id}.name`);
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" className="mt-6 border-t border-line pt-6">
        {invalid > 0 ? (
          <p className="font-medium">{t("pricing.estimate.invalid", { count: invalid })}</p>
        ) : !estimate ? (
          <p className="font-medium">{t("pricing.estimate.empty")}</p>
        ) : (
          <>
            <p className="font-medium">
              {t("pricing.estimate.result", {
                lots: estimate.lots,
                perLot: estimate.peoplePerLot,
                users: estimate.users,
              })}
            </p>
            {estimate.plan ? (
              <>
                <dl className="mt-4 grid gap-2 sm:grid-cols-3 sm:gap-3">
                  <Figure label={t("pricing.estimate.planLabel")} strong>
                    {planName}
                  </Figure>
                  <Figure label={t("pricing.estimate.usersLabel")}>
                    {numberFormat(numberIntl).format(estimate.users)}
                  </Figure>
                  <Figure label={t("pricing.estimate.storageLabel")}>
                    {formatStorage(estimate.plan.storageGb, numberIntl)}
                  </Figure>
                </dl>
                <p className="mt-4">
                  {t("pricing.estimate.fits", {
                    plan: planName,
                    max: estimate.plan.maxUsers,
                    // One piece: "1.000 غ.ب" never breaks between its number and its unit.
                    storage: formatStorage(estimate.plan.storageGb, numberIntl).replaceAll(" ", "\u00a0"),
                  })}
                </p>
              </>
            ) : (
              <p className="mt-2">{t("pricing.estimate.beyond", { max: largestUserLimit })}</p>
            )}
          </>
        )}
      </div>
      {estimate?.plan && (
        <ArrowLink to={`/core/demo?plan=${estimate.plan.id}`} className="btn btn-primary mt-5">
          {t("pricing.estimate.planCta", { plan: planName })}
        </ArrowLink>
      )}
      {estimate && !estimate.plan && (
        <ArrowLink to="/core/company/contact-us" className="btn btn-primary mt-5">
          {t("pricing.estimate.beyondCta")}
        </ArrowLink>
      )}
    </>
  );
}

/**
 * "Which plan suits your residence?": lots by kind, and optionally people per lot, give the users
 * and the plan (core/content/plan-estimate.ts). The one part of the page that hydrates.
 */
export function Estimator() {
  const t = useT();
  const query = useQuery();
  const [edited, setEdited] = useState<Values | undefined>(undefined);
  const values = edited ?? valuesOf(query);

  const { numberIntl } = useLocale();
  // A field that does not read shows its error and no estimate: never a plan from a number half read.
  const reading = readEstimate(values, numberIntl);
  const estimate =
    reading.errors.length === 0 && reading.lots > 0
      ? estimatePlan(reading.lots, reading.peoplePerLot)
      : undefined;
  const errors = useErrorMessages(reading.errors);

  const read = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    setEdited(Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? "")])));
  };

  return (
    <section
      id="estimate"
      data-track="estimator_used"
      aria-labelledby="estimate-title"
      className="rounded-3xl border border-line bg-sunken p-6 sm:p-8"
    >
      <p className="eyebrow">{t("pricing.estimate.eyebrow")}</p>
      <h2 id="estimate-title" className="mt-3 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {t("pricing.estimate.title")}
      </h2>
      <p className="mt-3 text-muted text-pretty">{t("pricing.estimate.intro")}</p>
      <form
        method="get"
        action="#estimate"
        className="mt-6"
        onInput={read}
        onSubmit={(event) => {
          event.preventDefault();
          read(event);
        }}
      >
        <EstimateFields query={query} errors={errors} />
        <button type="submit" className="btn btn-secondary mt-5">
          {t("pricing.estimate.submit")}
        </button>
      </form>

      <EstimateResult estimate={estimate} invalid={reading.errors.length} />
    </section>
  );
}
