import { useEffect, useRef, useState } from "react";
import { inputClass, type ControlProps } from "../ui/field";
import { defaultCountry, frequentCountries, type CountryOption } from "#core/forms/demo/countries";

/**
 * The country, Morocco by default. The page holds the frequent countries only; every country is
 * added as the visitor starts using the form (a field focused or pressed: the country list itself,
 * or the field from which the browser's autofill starts), before the list can open, so a visitor
 * with the script always chooses among them all (decision 022).
 */
export function CountrySelect({ control, countries }: { control: ControlProps; countries: CountryOption[] }) {
  const ref = useRef<HTMLSelectElement>(null);
  const [everyCountry, setEveryCountry] = useState(false);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form || everyCountry) return;
    // An update in a press or focus event is rendered in the microtask that follows the listener,
    // before the browser acts on the event: the list a press is about to open is already whole.
    const showAll = () => setEveryCountry(true);
    form.addEventListener("pointerdown", showAll);
    form.addEventListener("focusin", showAll);
    return () => {
      form.removeEventListener("pointerdown", showAll);
      form.removeEventListener("focusin", showAll);
    };
  }, [everyCountry]);

  const shown = everyCountry ? countries : countries.filter((country) => frequentCountries.has(country.code));
  return (
    <select
      ref={ref}
      {...control}
      autoComplete="country"
      defaultValue={defaultCountry}
      className={inputClass}
    >
      {shown.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
}
