import { useCallback, useState, useSyncExternalStore, type ReactNode } from "react";
import { plans } from "#core/content/plans";
import { familyKey } from "#core/i18n/keys";
import { locales } from "#core/i18n/locales";
import { useLocale, useT } from "#app/i18n/use-t";
import { ChoiceGroup } from "../ui/choice-group";
import { ConsentField } from "../ui/consent-field";
import { controls, Field, inputClass } from "../ui/field";
import { FormShell } from "../ui/form-shell";
import type { CountryOption } from "#core/forms/demo/countries";
import { CountrySelect } from "./country-select";
import { demoRoles, planIds } from "#core/forms/demo/options";
import { PlanHint } from "./plan-hint";
import { bookingSent, SlotStep } from "./slot-step";

/** Built at build time in the page's language (names from Intl, hours formatted). */
export type DemoFormData = {
  countries: CountryOption[];
  slots: { id: string; hours: string }[];
};

const noSubscription = () => () => undefined;

/**
 * ?plan=basic|standard|premium (links from the pricing section) preselects that plan. The
 * prerendered page cannot know the query: it is read once hydrated.
 */
function usePlanFromQuery(): string {
  return useSyncExternalStore(
    noSubscription,
    () => {
      const plan = new URLSearchParams(window.location.search).get("plan") ?? "";
      return (planIds as readonly string[]).includes(plan) ? plan : "";
    },
    () => "",
  );
}

/**
 * ?size=120 (the toolbox's charges split, which knows the residence's number of lots) prefills the
 * size, once hydrated: a whole number, else nothing.
 */
function useSizeFromQuery(): string {
  return useSyncExternalStore(
    noSubscription,
    () => {
      const size = new URLSearchParams(window.location.search).get("size") ?? "";
      return /^[1-9]\d{0,6}$/.test(size) ? size : "";
    },
    () => "",
  );
}

/** One part of the form: its fields under a legend. */
function FormPart({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-xl font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Who is asking: name, e-mail, phone. */
function YouFields() {
  const t = useT();
  return (
    <FormPart legend={t("forms.demo.section.you")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="firstName">{controls.text("given-name")}</Field>
        <Field name="lastName">{controls.text("family-name")}</Field>
        <Field name="email" hint={t("forms.demo.email.hint")}>
          {controls.email}
        </Field>
        <Field name="phone" hint={t("forms.phone.hint")}>
          {controls.phone}
        </Field>
      </div>
    </FormPart>
  );
}

/**
 * The organisation: its name, city, country, the asker's role, its size (with the plan it
 * suggests as it is typed, prefilled from `?size=`) and the plan, preselected from `?plan=`.
 */
function OrganisationFields({ countries }: Pick<DemoFormData, "countries">) {
  const t = useT();
  const [size, setSize] = useState<string | undefined>(undefined);
  const planFromQuery = usePlanFromQuery();
  const sizeFromQuery = useSizeFromQuery();
  return (
    <FormPart legend={t("forms.demo.section.organisation")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="company" className="sm:col-span-2">
          {controls.text("organization")}
        </Field>
        <Field name="city">{controls.text("address-level2")}</Field>
        <Field name="country">{(c) => <CountrySelect control={c} countries={countries} />}</Field>
        <Field name="role">{controls.choice(demoRoles, "forms.demo.role")}</Field>
        <Field name="size" hint={t("forms.demo.size.hint")}>
          {(c) => (
            // Keyed by the query's size: the field is rebuilt with it as its first value.
            <input
              {...c}
              key={sizeFromQuery}
              defaultValue={sizeFromQuery}
              type="text"
              inputMode="numeric"
              maxLength={9}
              dir="ltr"
              className={inputClass}
              onChange={(event) => setSize(event.currentTarget.value)}
            />
          )}
        </Field>
        <PlanHint size={size ?? sizeFromQuery} className="sm:col-span-2" />
        <Field name="plan" required={false} className="sm:col-span-2">
          {(c) => (
            // Keyed by the query's plan: the select is rebuilt with it as its first value.
            <select {...c} key={planFromQuery} defaultValue={planFromQuery} className={inputClass}>
              <option value="">{t("forms.demo.plan.undecided")}</option>
              {plans.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {t(`forms.demo.plan.${plan.id}`, { users: plan.maxUsers })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </FormPart>
  );
}

/**
 * The call: its language, a free time to book when there are any (issue 32), else the time slots
 * that suit for a call back, and a message.
 */
function CallFields({ slots }: Pick<DemoFormData, "slots">) {
  const t = useT();
  const locale = useLocale();
  // A time booked needs no call back: its hours are hidden (still in the form, nothing lost).
  const [booking, setBooking] = useState(false);
  const onChosen = useCallback((chosen: boolean) => setBooking(chosen), []);
  return (
    <FormPart legend={t("forms.demo.section.call")}>
      <ChoiceGroup
        name="preferredLanguage"
        type="radio"
        required
        columns={3}
        defaultValue={locale.code}
        options={locales.map((l) => ({
          value: l.code,
          label: (
            <span lang={l.code} data-script={l.script}>
              {l.label}
            </span>
          ),
        }))}
      />
      <SlotStep onChosen={onChosen} />
      <div hidden={booking}>
        <ChoiceGroup
          name="timeSlots"
          hint={t("forms.demo.timeSlots.hint")}
          type="checkbox"
          options={slots.map((slot) => ({
            value: slot.id,
            label: t(familyKey(`forms.demo.slot.${slot.id}`)),
            detail: <span dir="ltr">{slot.hours}</span>,
          }))}
        />
      </div>
      <Field name="message" hint={t("forms.demo.message.hint")} required={false}>
        {controls.longText("message", 4)}
      </Field>
    </FormPart>
  );
}

export function DemoForm({ countries, slots }: DemoFormData) {
  return (
    <FormShell form="demo" sent={bookingSent}>
      <YouFields />

      <OrganisationFields countries={countries} />

      <CallFields slots={slots} />

      <ConsentField notice="forms.demo.privacy" label="forms.demo.consent" />
    </FormShell>
  );
}
