import { canMove, type SubmissionStatus } from "#server/db/status";
import { BookingCard } from "../agenda/request-card";
import type { AgendaEntry } from "../agenda/store";
import type { HistoryEntry, NoteEntry } from "../records/actions";
import { MAX_NOTE_LENGTH } from "../records/actions";
import { displayName, fieldsOf, hasVisit, visitFields, type Field, type FieldValue } from "../records/fields";
import { queueStatuses, type Kind } from "../records/kinds";
import type { Delivery } from "../records/deliveries";
import type { SubmissionRecord } from "../records/submissions";
import { Deliveries } from "./deliveries";
import { CsrfField, Layout, type PageContext } from "./layout";
import { StatusBadge } from "./status-badge";
import { StatusSelect } from "./status-select";
import type { Ui } from "./inbox-language";

export type DetailNotice = {
  moved?: boolean;
  conflict?: boolean;
  noteAdded?: boolean;
  noteInvalid?: boolean;
};

function show(ui: Ui, value: FieldValue): string {
  if (value === null || value === "") return ui.t("inbox.detail.notGiven");
  if (value instanceof Date) return ui.dateTime(value);
  if (typeof value === "number") return new Intl.NumberFormat(ui.locale.numberIntl).format(value);
  return value;
}

function Notice({ ui, notice }: { ui: Ui; notice: DetailNotice }) {
  const text = notice.moved
    ? ui.t("inbox.notice.moved", { count: 1 })
    : notice.conflict
      ? ui.t("inbox.notice.skipped", { count: 1 })
      : notice.noteAdded
        ? ui.t("inbox.notice.noteAdded")
        : notice.noteInvalid
          ? ui.t("inbox.notice.noteInvalid", { max: MAX_NOTE_LENGTH })
          : null;
  if (!text) return null;
  const problem = notice.conflict || notice.noteInvalid;
  return (
    <p className={`ib-notice${problem ? " ib-alert" : ""}`} role={problem ? "alert" : "status"}>
      {text}
    </p>
  );
}

function Who({ ui, name }: { ui: Ui; name: string | null }) {
  return <>{name ?? ui.t("inbox.detail.byService")}</>;
}

function History({ ui, history }: { ui: Ui; history: HistoryEntry[] }) {
  return (
    <ol className="ib-timeline">
      {history.map((entry, index) => {
        const to = ui.t(`inbox.status.${entry.to}`);
        return (
          <li key={index}>
            <div>
              {entry.from === null
                ? ui.t("inbox.detail.historyCreated", { status: to })
                : ui.t("inbox.detail.historyMove", { from: ui.t(`inbox.status.${entry.from}`), to })}
            </div>
            <div className="ib-meta">
              <Who ui={ui} name={entry.by} />
              {" · "}
              <time dateTime={entry.at.toISOString()}>{ui.dateTime(entry.at)}</time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function Notes({ ui, notes }: { ui: Ui; notes: NoteEntry[] }) {
  if (notes.length === 0) return <p className="ib-empty">{ui.t("inbox.detail.noNotes")}</p>;
  return (
    <ol className="ib-timeline">
      {notes.map((note, index) => (
        <li key={index}>
          <p className="ib-note-body">{note.body}</p>
          <div className="ib-meta">
            {note.by ?? ui.t("inbox.detail.unknownAuthor")}
            {" · "}
            <time dateTime={note.at.toISOString()}>{ui.dateTime(note.at)}</time>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Fields as a list of labels and values. */
function FieldList({ ui, fields, record }: { ui: Ui; fields: Field[]; record: SubmissionRecord }) {
  return (
    <dl className="ib-fields">
      {fields.map((field) => {
        const value = field.value(record, ui);
        return (
          <div key={field.key} className="ib-contents">
            <dt>{ui.t(field.key)}</dt>
            <dd className={field.long ? "ib-long" : undefined} dir={field.ltr && value ? "ltr" : undefined}>
              {show(ui, value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** What the visitor sent, field by field. */
function SentFields({ ui, kind, record }: { ui: Ui; kind: Kind; record: SubmissionRecord }) {
  return (
    <section className="ib-card" aria-labelledby="sent">
      <h2 id="sent">{ui.t("inbox.detail.sent")}</h2>
      <FieldList
        ui={ui}
        fields={fieldsOf(kind).filter((field) => !visitFields.includes(field))}
        record={record}
      />
    </section>
  );
}

/** Where a lead's visit came from (decision 055); a lead stored before it was recorded says so. */
function VisitCard({ ui, record }: { ui: Ui; record: SubmissionRecord }) {
  return (
    <section className="ib-card" aria-labelledby="visit">
      <h2 id="visit">{ui.t("inbox.detail.visit")}</h2>
      {record.attribution ? (
        <FieldList ui={ui} fields={visitFields} record={record} />
      ) : (
        <p>{ui.t("inbox.visit.none")}</p>
      )}
    </section>
  );
}

/** The record's status, the form that moves it (when it may move) and its history. */
function StatusCard({
  ui,
  kind,
  status,
  history,
  action,
  csrfToken,
}: {
  ui: Ui;
  kind: Kind;
  status: SubmissionStatus;
  history: HistoryEntry[];
  action: string;
  csrfToken: string;
}) {
  const { t } = ui;
  const targets = queueStatuses.filter((to) => canMove(status, to));
  return (
    <section className="ib-card" aria-labelledby="status">
      <h2 id="status">{t("inbox.detail.statusTitle")}</h2>
      <p>
        {t("inbox.detail.current")} <StatusBadge ui={ui} status={status} />
      </p>
      {targets.length > 0 ? (
        <form method="post" action={action} className="ib-bulk">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="from" value={status} />
          <StatusSelect ui={ui} label={t("inbox.detail.moveTo")} targets={targets} />
          <button type="submit" className="ib-button">
            {t("inbox.detail.save")}
          </button>
        </form>
      ) : null}
      {kind === "deletion" ? <p className="ib-hint">{t("inbox.detail.deletionHint")}</p> : null}
      <h2>{t("inbox.detail.history")}</h2>
      <History ui={ui} history={history} />
    </section>
  );
}

/** The team's notes on the record, and the form that adds one. */
function NotesCard({
  ui,
  notes,
  action,
  csrfToken,
}: {
  ui: Ui;
  notes: NoteEntry[];
  action: string;
  csrfToken: string;
}) {
  const { t } = ui;
  return (
    <section className="ib-card" aria-labelledby="notes">
      <h2 id="notes">{t("inbox.detail.notes")}</h2>
      <p className="ib-hint">{t("inbox.detail.notesHint")}</p>
      <Notes ui={ui} notes={notes} />
      <form method="post" action={action}>
        <CsrfField token={csrfToken} />
        <label className="ib-field">
          {t("inbox.detail.newNote")}
          <textarea name="body" required maxLength={MAX_NOTE_LENGTH} rows={4} />
        </label>
        <button type="submit" className="ib-button">
          {t("inbox.detail.addNote")}
        </button>
      </form>
    </section>
  );
}

export function DetailPage({
  context,
  kind,
  record,
  history,
  notes,
  deliveries,
  bookings,
  query,
  notice,
}: {
  context: PageContext & { session: { name: string; csrfToken: string } };
  kind: Kind;
  record: SubmissionRecord;
  history: HistoryEntry[];
  notes: NoteEntry[];
  deliveries: Delivery[];
  /** The demos booked on a demo request (none for the other kinds). */
  bookings: AgendaEntry[];
  /** The list's filters, kept for the way back. */
  query: string;
  notice: DetailNotice;
}) {
  const { ui, session } = context;
  const { t } = ui;
  const { s } = record;
  const here = `/inbox/${kind}/${s.reference}`;
  return (
    <Layout {...context} title={`${s.reference} · ${displayName(record)}`}>
      <p>
        <a href={`/inbox/${kind}${query}`}>{t("inbox.detail.back")}</a>
      </p>
      <h1>
        {displayName(record)} <span className="ib-meta ib-ltr">{s.reference}</span>
      </h1>
      <Notice ui={ui} notice={notice} />
      <div className="ib-detail">
        <div>
          <SentFields ui={ui} kind={kind} record={record} />
          {hasVisit(kind) ? <VisitCard ui={ui} record={record} /> : null}
        </div>
        <div>
          <BookingCard ui={ui} bookings={bookings} />
          <StatusCard
            ui={ui}
            kind={kind}
            status={s.status}
            history={history}
            action={`${here}/status${query}`}
            csrfToken={session.csrfToken}
          />
          <NotesCard ui={ui} notes={notes} action={`${here}/notes${query}`} csrfToken={session.csrfToken} />
          <Deliveries ui={ui} deliveries={deliveries} />
        </div>
      </div>
    </Layout>
  );
}
