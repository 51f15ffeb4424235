import { site } from "#core/content/site";
import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { LocalLink } from "#app/ui/local-link";
import { FieldError, useControl } from "./field";
import { richMessage } from "#app/legal/rich-message";

const linkClass = "font-medium text-brand underline underline-offset-2";

/**
 * The Law 09-08 notice of a form and its consent box, never ticked in advance, with links to the
 * privacy policy and the trust centre. The service stores which version of these words the visitor
 * accepted (server/forms/consent-version.ts).
 */
export function ConsentField({ notice, label }: { notice: MessageKey; label: MessageKey }) {
  const t = useT();
  const { id, control, error } = useControl("consent", {});
  return (
    <div className="rounded-xl border border-line bg-sunken p-4">
      <p id={`${id}-notice`} className="text-sm text-muted">
        {t(notice)}
        {/* The CNDP reference only when it is set: never a placeholder (decision 033). Kept whole
            and left to right, even inside Arabic text. */}
        {site.legal.cndp && (
          <>
            {" "}
            {richMessage(t, "forms.privacy.cndp", {
              cndp: (
                <span dir="ltr" className="whitespace-nowrap">
                  {site.legal.cndp}
                </span>
              ),
            })}
          </>
        )}{" "}
        <LocalLink to="/core/privacy" className={linkClass}>
          {t("forms.privacy.link")}
        </LocalLink>
        {" · "}
        <LocalLink to="/core/trust" className={linkClass}>
          {t("forms.trust.link")}
        </LocalLink>
      </p>
      <div className="mt-3 flex items-start gap-3">
        <input
          {...control}
          type="checkbox"
          value="on"
          required
          aria-describedby={[`${id}-notice`, control["aria-describedby"]].filter(Boolean).join(" ")}
          className="mt-1 size-4 shrink-0 accent-(--brand)"
        />
        <label htmlFor={id} className="font-medium">
          {t(label)}
        </label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
