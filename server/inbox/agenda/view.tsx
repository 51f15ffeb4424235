import type { SlotDays } from "#core/booking/slots";
import { TEAM_TIME_ZONE } from "../records/days";
import { CsrfField, Layout, type PageContext } from "../view/layout";
import type { InboxKey, Ui } from "../view/inbox-language";
import type { AgendaDay, AgendaEntry } from "./store";

export type AgendaNotice = "moved" | "cancelled" | "done" | "no_show" | "taken" | "invalid" | "gone";

const noticeKeys: Record<AgendaNotice, InboxKey> = {
  moved: "inbox.agenda.notice.moved",
  cancelled: "inbox.agenda.notice.cancelled",
  done: "inbox.agenda.notice.done",
  no_show: "inbox.agenda.notice.no_show",
  taken: "inbox.agenda.notice.taken",
  invalid: "inbox.agenda.notice.invalid",
  gone: "inbox.agenda.notice.gone",
};
const problems: AgendaNotice[] = ["taken", "invalid", "gone"];

/** A demo's day and times, in Casablanca, in the inbox's language. */
export function formats(ui: Ui) {
  const zone = { timeZone: TEAM_TIME_ZONE };
  return {
    day: new Intl.DateTimeFormat(ui.locale.intl, { ...zone, dateStyle: "full" }),
    time: new Intl.DateTimeFormat(ui.locale.intl, {
      ...zone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
  };
}

type Row = { ui: Ui; csrfToken: string; entry: AgendaEntry; past: boolean; free?: SlotDays };

/** What can be done with one demo: move it to a free time or cancel it; mark it once it is past. */
function Actions({ ui, csrfToken, entry, past, free }: Row) {
  const { t } = ui;
  if (!csrfToken) return null;
  const action = (what: string) => `/inbox/agenda/${entry.id}/${what}`;
  if (past)
    return (
      <div className="ib-actions">
        {(["done", "no_show"] as const).map((outcome) => (
          <form key={outcome} method="post" action={action("outcome")}>
            <CsrfField token={csrfToken} />
            <input type="hidden" name="outcome" value={outcome} />
            <button type="submit" className="ib-button ib-button-quiet">
              {t(`inbox.agenda.mark.${outcome}`)}
            </button>
          </form>
        ))}
      </div>
    );
  const f = formats(ui);
  const id = `move-${entry.id}`;
  const days = free?.days ?? [];
  return (
    <div className="ib-actions">
      {days.length > 0 ? (
        <form method="post" action={action("move")} className="ib-bulk">
          <CsrfField token={csrfToken} />
          <label className="ib-field" htmlFor={id}>
            {t("inbox.agenda.moveTo")}
          </label>
          <select id={id} name="start" className="ib-select" required>
            {days.map((day) => (
              <optgroup
                key={day.date}
                label={f.day.format(new Date(day.slots[0]?.start ?? `${day.date}T12:00:00Z`))}
              >
                {day.slots.map((slot) => (
                  <option key={slot.start} value={slot.start}>
                    {f.time.format(new Date(slot.start))}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <button type="submit" className="ib-button ib-button-quiet">
            {t("inbox.agenda.move")}
          </button>
        </form>
      ) : (
        <p className="ib-hint">{t("inbox.agenda.noFreeTime")}</p>
      )}
      <form method="post" action={action("cancel")}>
        <CsrfField token={csrfToken} />
        <button type="submit" className="ib-button ib-button-quiet">
          {t("inbox.agenda.cancel")}
        </button>
      </form>
    </div>
  );
}

function Entry(row: Row) {
  const { ui, entry, past } = row;
  const { t } = ui;
  const f = formats(ui);
  return (
    <li className="ib-demo">
      <div>
        <p className="ib-record-title">
          <span dir="ltr">
            {f.time.format(entry.startsAt)}–{f.time.format(entry.endsAt)}
          </span>{" "}
          <a href={`/inbox/demo/${entry.reference}`}>
            {entry.visitor || entry.reference}
            {entry.company ? ` · ${entry.company}` : ""}
          </a>
        </p>
        <p className="ib-meta">
          {past ? `${f.day.format(entry.startsAt)} · ` : ""}
          {t("inbox.agenda.with", { name: entry.presenterName })} · {ui.languageName(entry.language)} ·{" "}
          {t(entry.meetingLink ? "inbox.agenda.mode.video" : "inbox.agenda.mode.phone")} ·{" "}
          <span className="ib-ltr">{entry.reference}</span>
        </p>
        <Actions {...row} />
      </div>
    </li>
  );
}

export type PresenterChoice = { userId: string; name: string };

/** The whole team's agenda, or one presenter's (a plain GET form: the URL can be bookmarked). */
function PresenterFilter({
  ui,
  presenters,
  presenterId,
}: {
  ui: Ui;
  presenters: PresenterChoice[];
  presenterId?: string;
}) {
  const { t } = ui;
  return (
    <form method="get" action="/inbox/agenda" className="ib-bulk">
      <label className="ib-field" htmlFor="presenter">
        {t("inbox.agenda.presenter")}
      </label>
      <select id="presenter" name="presenter" className="ib-select" defaultValue={presenterId ?? ""}>
        <option value="">{t("inbox.agenda.everyone")}</option>
        {presenters.map((p) => (
          <option key={p.userId} value={p.userId}>
            {p.name}
          </option>
        ))}
      </select>
      <button type="submit" className="ib-button">
        {t("inbox.agenda.show")}
      </button>
    </form>
  );
}

export function AgendaPage({
  context,
  days,
  toMark,
  presenters,
  presenterId,
  notice,
  free,
}: {
  context: PageContext & { session: { name: string; csrfToken: string } };
  days: AgendaDay[];
  toMark: AgendaEntry[];
  presenters: PresenterChoice[];
  presenterId?: string;
  notice?: AgendaNotice;
  /** The free times a demo can move to, by language. */
  free: Record<string, SlotDays>;
}) {
  const { ui, session } = context;
  const { t } = ui;
  const f = formats(ui);
  const title = t("inbox.agenda.title");
  const problem = notice ? problems.includes(notice) : false;
  return (
    <Layout {...context} title={title}>
      <h1>{title}</h1>
      <p className="ib-hint">{t("inbox.agenda.intro")}</p>
      {notice ? (
        <p className={`ib-notice${problem ? " ib-alert" : ""}`} role={problem ? "alert" : "status"}>
          {t(noticeKeys[notice])}
        </p>
      ) : null}
      <PresenterFilter ui={ui} presenters={presenters} presenterId={presenterId} />

      {toMark.length > 0 ? (
        <section className="ib-card" aria-labelledby="to-mark">
          <h2 id="to-mark">{t("inbox.agenda.toMark")}</h2>
          <ol className="ib-records">
            {toMark.map((e) => (
              <Entry key={e.id} ui={ui} csrfToken={session.csrfToken} entry={e} past />
            ))}
          </ol>
        </section>
      ) : null}

      {days.length === 0 ? <p className="ib-empty">{t("inbox.agenda.empty")}</p> : null}
      {days.map(({ day, entries }) => {
        const first = entries[0] as AgendaEntry;
        return (
          <section key={day} className="ib-card" aria-labelledby={`day-${day}`}>
            <h2 id={`day-${day}`}>
              <time dateTime={day}>{f.day.format(first.startsAt)}</time>{" "}
              <span className="ib-count">{t("inbox.agenda.count", { count: entries.length })}</span>
            </h2>
            <ol className="ib-records">
              {entries.map((e) => (
                <Entry
                  key={e.id}
                  ui={ui}
                  csrfToken={session.csrfToken}
                  entry={e}
                  past={false}
                  free={free[e.language]}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </Layout>
  );
}
