import { useT } from "#app/i18n/use-t";
import { transportFields } from "#core/forms/endpoints";

/**
 * A field people never see, hear or reach with the keyboard; robots that fill every field fill it,
 * and the service then stores nothing.
 */
export function Honeypot({ formId }: { formId: string }) {
  const t = useT();
  const id = `${formId}-${transportFields.honeypot}`;
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("forms.honeypot.label")}</label>
      <input
        id={id}
        type="text"
        name={transportFields.honeypot}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
