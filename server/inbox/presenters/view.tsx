import { locales } from "#core/i18n/locales";
import { CsrfField, Layout, type PageContext } from "../view/layout";
import type { InboxKey, Ui } from "../view/inbox-language";
import { ErrorSummary, FieldError } from "./form-parts";
import {
  parseRanges,
  WEEKDAYS,
  type PresenterDraft,
  type PresenterErrors,
  type PresenterField,
} from "./input";

/** ISO weekday "1" (Monday) … "7", named in the inbox's language. */
function weekdayName(ui: Ui, day: string) {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, Number(day)));
  const name = new Intl.DateTimeFormat(ui.locale.intl, { weekday: "long", timeZone: "UTC" }).format(date);
  return name.charAt(0).toLocaleUpperCase(ui.locale.intl) + name.slice(1);
}

const presenterErrorKeys: Record<PresenterField, InboxKey> = {
  firstName: "inbox.presenter.error.firstName",
  languages: "inbox.presenter.error.languages",
  hours: "inbox.presenter.error.hours",
  meetingLink: "inbox.presenter.error.meetingLink",
  daysOff: "inbox.presenter.error.daysOff",
};

export type FeedState = { hasFeed: boolean; shownUrl?: string; saved: boolean };

function Feed({
  ui,
  csrfToken,
  feed,
  canHaveFeed,
}: {
  ui: Ui;
  csrfToken: string;
  feed: FeedState;
  canHaveFeed: boolean;
}) {
  const { t } = ui;
  return (
    <section className="ib-card" aria-labelledby="feed">
      <h2 id="feed">{t("inbox.presenter.feed.title")}</h2>
      <p className="ib-hint">{t("inbox.presenter.feed.intro")}</p>
      {feed.shownUrl ? (
        <div className="ib-notice" role="status">
          <p>{t("inbox.presenter.feed.once")}</p>
          <label className="ib-field">
            {t("inbox.presenter.feed.url")}
            <input type="text" readOnly value={feed.shownUrl} dir="ltr" className="ib-feed-url" />
          </label>
        </div>
      ) : (
        <p>{t(feed.hasFeed ? "inbox.presenter.feed.active" : "inbox.presenter.feed.none")}</p>
      )}
      {canHaveFeed ? (
        <form method="post" action="/inbox/presenting/feed">
          <CsrfField token={csrfToken} />
          <button type="submit" className="ib-button">
            {t(feed.hasFeed || feed.shownUrl ? "inbox.presenter.feed.renew" : "inbox.presenter.feed.create")}
          </button>
        </form>
      ) : (
        <p className="ib-hint">{t("inbox.presenter.feed.saveFirst")}</p>
      )}
    </section>
  );
}

/** Hours as the form reads them; shown left to right in every language. */
const HOURS_EXAMPLE = "09:00–12:00, 14:00–17:00";

/** What each group of fields needs: the copy, what was typed, what is wrong. */
type Fields = { ui: Ui; draft: PresenterDraft; errors: PresenterErrors };

function errorOf({ ui, errors }: Fields, field: PresenterField) {
  return errors[field] ? ui.t(presenterErrorKeys[field]) : undefined;
}

/** The ids that describe a field: its error when it has one, then its hint. */
function described({ errors }: Fields, field: PresenterField, hint?: string) {
  return [errors[field] ? `${field}-error` : undefined, hint].filter(Boolean).join(" ") || undefined;
}

function NameAndLanguages(props: Fields) {
  const { ui, draft, errors } = props;
  const { t } = ui;
  return (
    <>
      <label className="ib-check">
        <input type="checkbox" name="active" value="on" defaultChecked={draft.active} />
        {t("inbox.presenter.active")}
      </label>
      <label className="ib-field">
        {t("inbox.presenter.firstName")}
        <input
          type="text"
          name="firstName"
          defaultValue={draft.firstName}
          maxLength={60}
          aria-invalid={errors.firstName ? true : undefined}
          aria-describedby={described(props, "firstName", "firstName-hint")}
        />
        <span id="firstName-hint" className="ib-hint">
          {t("inbox.presenter.firstNameHint")}
        </span>
      </label>
      <FieldError id="firstName-error" text={errorOf(props, "firstName")} />
      <fieldset className="ib-choices" aria-describedby={described(props, "languages")}>
        <legend>{t("inbox.presenter.languages")}</legend>
        {locales.map((locale) => (
          <label key={locale.code} className="ib-check">
            <input
              type="checkbox"
              name="languages"
              value={locale.code}
              defaultChecked={draft.languages.includes(locale.code)}
            />
            <span lang={locale.code}>{locale.label}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id="languages-error" text={errorOf(props, "languages")} />
    </>
  );
}

function Hours(props: Fields) {
  const { ui, draft, errors } = props;
  const { t } = ui;
  return (
    <>
      <fieldset className="ib-choices ib-hours" aria-describedby={described(props, "hours", "hours-hint")}>
        <legend>{t("inbox.presenter.hours")}</legend>
        <p id="hours-hint" className="ib-hint">
          {t("inbox.presenter.hoursHint")} <bdi dir="ltr">{HOURS_EXAMPLE}</bdi>
        </p>
        {WEEKDAYS.map((day) => (
          <label key={day} className="ib-field">
            {weekdayName(ui, day)}
            <input
              type="text"
              name={`hours${day}`}
              defaultValue={draft.hours[day]}
              dir="ltr"
              inputMode="numeric"
              autoComplete="off"
              placeholder={HOURS_EXAMPLE}
              aria-invalid={errors.hours && !parseRanges(draft.hours[day]) ? true : undefined}
            />
          </label>
        ))}
      </fieldset>
      <FieldError id="hours-error" text={errorOf(props, "hours")} />
    </>
  );
}

function ModeAndDaysOff(props: Fields) {
  const { ui, draft, errors } = props;
  const { t } = ui;
  return (
    <>
      <fieldset className="ib-choices" aria-describedby={described(props, "meetingLink")}>
        <legend>{t("inbox.presenter.mode")}</legend>
        <label className="ib-check">
          <input type="radio" name="mode" value="video" defaultChecked={draft.mode === "video"} />
          {t("inbox.presenter.mode.video")}
        </label>
        <label className="ib-check">
          <input type="radio" name="mode" value="phone" defaultChecked={draft.mode !== "video"} />
          {t("inbox.presenter.mode.phone")}
        </label>
        <label className="ib-field">
          {t("inbox.presenter.link")}
          <input
            type="url"
            name="meetingLink"
            defaultValue={draft.meetingLink}
            dir="ltr"
            maxLength={500}
            placeholder="https://"
            aria-invalid={errors.meetingLink ? true : undefined}
          />
        </label>
      </fieldset>
      <FieldError id="meetingLink-error" text={errorOf(props, "meetingLink")} />
      <label className="ib-field">
        {t("inbox.presenter.daysOff")}
        <textarea
          name="daysOff"
          defaultValue={draft.daysOff}
          rows={4}
          dir="ltr"
          aria-invalid={errors.daysOff ? true : undefined}
          aria-describedby={described(props, "daysOff", "daysOff-hint")}
        />
        <span id="daysOff-hint" className="ib-hint">
          {t("inbox.presenter.daysOffHint")}
        </span>
      </label>
      <FieldError id="daysOff-error" text={errorOf(props, "daysOff")} />
    </>
  );
}

export function PresenterPage({
  context,
  draft,
  errors,
  feed,
  stored,
}: {
  context: PageContext & { session: { name: string; csrfToken: string } };
  draft: PresenterDraft;
  errors: PresenterErrors;
  feed: FeedState;
  /** Whether the account has saved its presenting (a feed needs it). */
  stored: boolean;
}) {
  const { ui, session } = context;
  const { t } = ui;
  const fields = { ui, draft, errors };
  const title = t("inbox.presenter.title");
  return (
    <Layout {...context} title={title}>
      <h1>{title}</h1>
      <p className="ib-hint">{t("inbox.presenter.intro")}</p>
      {feed.saved ? (
        <p className="ib-notice" role="status">
          {t("inbox.presenter.saved")}
        </p>
      ) : null}
      <ErrorSummary ui={ui} count={Object.keys(errors).length} />
      <form method="post" action="/inbox/presenting" className="ib-card" noValidate>
        <CsrfField token={session.csrfToken} />
        <NameAndLanguages {...fields} />
        <Hours {...fields} />
        <ModeAndDaysOff {...fields} />
        <button type="submit" className="ib-button">
          {t("inbox.presenter.save")}
        </button>
      </form>
      <Feed ui={ui} csrfToken={session.csrfToken} feed={feed} canHaveFeed={stored} />
    </Layout>
  );
}
