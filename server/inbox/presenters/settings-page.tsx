import { CsrfField, Layout, type PageContext } from "../view/layout";
import type { InboxKey, Ui } from "../view/inbox-language";
import { ErrorSummary, FieldError } from "./form-parts";
import { SETTING_BOUNDS, type DemoSettings, type SettingsDraft, type SettingsField } from "./input";

const settingKeys: Record<keyof DemoSettings, InboxKey> = {
  minutes: "inbox.settings.minutes",
  bufferMinutes: "inbox.settings.bufferMinutes",
  noticeHours: "inbox.settings.noticeHours",
  horizonDays: "inbox.settings.horizonDays",
  maxPerDay: "inbox.settings.maxPerDay",
};

type Fields = { ui: Ui; draft: SettingsDraft; errors: Partial<Record<SettingsField, true>> };

function Numbers({ ui, draft, errors }: Fields) {
  const { t } = ui;
  const number = new Intl.NumberFormat(ui.locale.numberIntl);
  return (
    <div className="ib-filter-grid">
      {(Object.keys(settingKeys) as (keyof DemoSettings)[]).map((key) => {
        const [min, max] = SETTING_BOUNDS[key];
        return (
          <div key={key}>
            <label className="ib-field">
              {t(settingKeys[key])}
              <input
                type="number"
                name={key}
                defaultValue={draft[key]}
                min={min}
                max={max}
                step={1}
                dir="ltr"
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={errors[key] ? `${key}-error` : undefined}
              />
            </label>
            <FieldError
              id={`${key}-error`}
              text={
                errors[key]
                  ? t("inbox.settings.error.range", { min: number.format(min), max: number.format(max) })
                  : undefined
              }
            />
          </div>
        );
      })}
    </div>
  );
}

export function SettingsPage({
  context,
  draft,
  errors,
  saved,
}: {
  context: PageContext & { session: { name: string; csrfToken: string } };
  draft: SettingsDraft;
  errors: Partial<Record<SettingsField, true>>;
  saved: boolean;
}) {
  const { ui, session } = context;
  const { t } = ui;
  const title = t("inbox.settings.title");
  return (
    <Layout {...context} title={title}>
      <h1>{title}</h1>
      <p className="ib-hint">{t("inbox.settings.intro")}</p>
      {saved ? (
        <p className="ib-notice" role="status">
          {t("inbox.settings.saved")}
        </p>
      ) : null}
      <ErrorSummary ui={ui} count={Object.keys(errors).length} />
      <form method="post" action="/inbox/settings" className="ib-card" noValidate>
        <CsrfField token={session.csrfToken} />
        <Numbers ui={ui} draft={draft} errors={errors} />
        <label className="ib-field">
          {t("inbox.settings.closedDays")}
          <textarea
            name="closedDays"
            defaultValue={draft.closedDays}
            rows={5}
            aria-invalid={errors.closedDays ? true : undefined}
            aria-describedby={["closedDays-hint", errors.closedDays ? "closedDays-error" : ""]
              .join(" ")
              .trim()}
          />
          <span id="closedDays-hint" className="ib-hint">
            {t("inbox.settings.closedDaysHint")}
          </span>
        </label>
        <FieldError
          id="closedDays-error"
          text={errors.closedDays ? t("inbox.settings.error.closedDays") : undefined}
        />
        <button type="submit" className="ib-button">
          {t("inbox.settings.save")}
        </button>
      </form>
    </Layout>
  );
}
