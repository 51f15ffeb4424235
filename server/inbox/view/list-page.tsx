import { canMove } from "#server/db/status";
import { excerptOf, displayName, summaryOf } from "../records/fields";
import { filtersQuery, type Filters } from "../records/filters";
import { queueStatuses, type Kind } from "../records/kinds";
import { PAGE_SIZE, type SubmissionRecord } from "../records/submissions";
import { FiltersForm } from "./filters-form";
import { CsrfField, Layout, type PageContext } from "./layout";
import { DeliveryBadge } from "./deliveries";
import type { Ui } from "./inbox-language";
import { StatusBadge } from "./status-badge";
import { StatusSelect } from "./status-select";

export type ListNotice = { moved?: number; skipped?: number; noneSelected?: boolean };

function Notice({ context, notice }: { context: PageContext; notice: ListNotice }) {
  const { t } = context.ui;
  const lines = [
    notice.moved ? t("inbox.notice.moved", { count: notice.moved }) : null,
    notice.skipped ? t("inbox.notice.skipped", { count: notice.skipped }) : null,
    notice.noneSelected ? t("inbox.notice.noneSelected") : null,
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <p className={`ib-notice${notice.skipped || notice.noneSelected ? " ib-alert" : ""}`} role="status">
      {lines.join(" ")}
    </p>
  );
}

function Paging({
  context,
  kind,
  filters,
  total,
}: {
  context: PageContext;
  kind: Kind;
  filters: Filters;
  total: number;
}) {
  const { t } = context.ui;
  const page = filters.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages === 1) return null;
  const href = (p: number) => `/inbox/${kind}${filtersQuery(filters, { page: p === 1 ? undefined : p })}`;
  return (
    <nav aria-label={t("inbox.paging.label")} className="ib-pages">
      {page > 1 ? <a href={href(page - 1)}>{t("inbox.paging.previous")}</a> : null}
      <span aria-current="page">{t("inbox.paging.position", { page, pages })}</span>
      {page < pages ? <a href={href(page + 1)}>{t("inbox.paging.next")}</a> : null}
    </nav>
  );
}

function Record({
  context,
  record,
  query,
}: {
  context: PageContext;
  record: SubmissionRecord;
  query: string;
}) {
  const { ui } = context;
  const { s } = record;
  const excerpt = excerptOf(record);
  return (
    <li className="ib-record">
      <input
        type="checkbox"
        name="ref"
        value={s.reference}
        form="bulk"
        aria-label={ui.t("inbox.list.select", { reference: s.reference })}
      />
      <div className="ib-record-body">
        <div className="ib-record-title">
          <a href={`/inbox/${s.kind}/${s.reference}${query}`}>{displayName(record)}</a>
          <StatusBadge ui={ui} status={s.status} />
          {record.failedDelivery ? (
            <DeliveryBadge ui={ui} status="failed" label={ui.t("inbox.delivery.failedMarker")} />
          ) : null}
        </div>
        <div className="ib-meta">
          <span className="ib-ltr">{s.reference}</span>
          {" · "}
          <time dateTime={s.createdAt.toISOString()}>{ui.dateTime(s.createdAt)}</time>
          {" · "}
          <span className="ib-ltr">{s.email}</span>
          {summaryOf(record, ui).map((part) => (
            <span key={part}> · {part}</span>
          ))}
        </div>
        {excerpt ? <p className="ib-excerpt">{excerpt}</p> : null}
      </div>
    </li>
  );
}

/**
 * Above the list: the form that moves the records ticked (their checkboxes belong to it), and the
 * link to the list's export.
 */
function ListActions({
  ui,
  kind,
  query,
  withoutPage,
  csrfToken,
}: {
  ui: Ui;
  kind: Kind;
  /** The list's query string: its filters and its page. */
  query: string;
  /** The same without the page: the export has every page. */
  withoutPage: string;
  csrfToken: string;
}) {
  const { t } = ui;
  // Any status is a possible target from some status; each record checks its own move.
  const targets = queueStatuses.filter((to) => queueStatuses.some((from) => canMove(from, to)));
  return (
    <div className="ib-actions">
      <form
        id="bulk"
        method="post"
        action={`/inbox/${kind}/status${query}`}
        className="ib-bulk"
        aria-label={t("inbox.bulk.title")}
      >
        <CsrfField token={csrfToken} />
        <StatusSelect ui={ui} label={t("inbox.bulk.moveTo")} targets={targets} />
        <button type="submit" className="ib-button">
          {t("inbox.bulk.apply")}
        </button>
      </form>
      <p>
        <a href={`/inbox/${kind}/export.xlsx${withoutPage}`} download>
          {t("inbox.export")}
        </a>
      </p>
    </div>
  );
}

export function ListPage({
  context,
  kind,
  filters,
  records,
  total,
  failedDeliveries,
  notice,
}: {
  context: PageContext & { session: { name: string; csrfToken: string } };
  kind: Kind;
  filters: Filters;
  records: SubmissionRecord[];
  total: number;
  /** Records of the queue (whatever the filters) with a delivery given up. */
  failedDeliveries: number;
  notice: ListNotice;
}) {
  const { ui, session } = context;
  const { t } = ui;
  const title = t(`inbox.nav.${kind}`);
  const query = filtersQuery(filters);
  const withoutPage = filtersQuery(filters, { page: undefined });
  const anyFilter = withoutPage !== "";
  return (
    <Layout {...context} title={title}>
      <div className="ib-list-head">
        <h1>{title}</h1>
        <p className="ib-count">{t("inbox.list.count", { count: total })}</p>
      </div>
      <Notice context={context} notice={notice} />
      {failedDeliveries > 0 && filters.delivery !== "failed" ? (
        <p className="ib-notice ib-alert">
          <a href={`/inbox/${kind}?delivery=failed`}>
            {t("inbox.delivery.failedCount", { count: failedDeliveries })}
          </a>
        </p>
      ) : null}
      <FiltersForm ui={ui} kind={kind} filters={filters} />
      <ListActions
        ui={ui}
        kind={kind}
        query={query}
        withoutPage={withoutPage}
        csrfToken={session.csrfToken}
      />
      {records.length === 0 ? (
        <p className="ib-empty">{anyFilter ? t("inbox.list.empty") : t("inbox.list.emptyQueue")}</p>
      ) : (
        <ul className="ib-records">
          {records.map((record) => (
            <Record key={record.s.id} context={context} record={record} query={query} />
          ))}
        </ul>
      )}
      <Paging context={context} kind={kind} filters={filters} total={total} />
    </Layout>
  );
}
