import type { FastifyInstance } from "fastify";
import { moveRecords } from "../records/actions";
import { filtersQuery, parseFilters } from "../records/filters";
import { isKind, queueStatuses, type Kind, type QueueStatus } from "../records/kinds";
import { countFailedDeliveries, findSubmissions } from "../records/submissions";
import { exportWorkbook } from "../export/workbook";
import { ListPage, type ListNotice } from "../view/list-page";
import { checkForgery } from "./guard";
import { notFound } from "./message-reply";
import { field, fields, sendPage, signedInContext, staff, type InboxDeps } from "./request-context";

/** At most this many records change status in one bulk action. */
const MAX_BULK = 200;

const count = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 100_000 ? n : undefined;
};

/** The three queues: their lists, their export, and changing the status of several records at once. */
export function registerQueueRoutes(inbox: FastifyInstance, deps: InboxDeps, allowedOrigins: string[]) {
  const mail = { serviceUrl: deps.config.SERVICE_URL, teamEmail: deps.config.TEAM_EMAIL };

  inbox.get("/", async (_request, reply) => reply.redirect("/inbox/demo", 303));

  inbox.get<{ Params: { kind: string }; Querystring: Record<string, unknown> }>(
    "/:kind",
    async (request, reply) => {
      const { kind } = request.params;
      if (!isKind(kind)) return notFound(request, reply);
      const filters = parseFilters(kind, request.query);
      const [{ records, total }, failedDeliveries] = await Promise.all([
        findSubmissions(deps.db, kind, filters, { paged: true }),
        countFailedDeliveries(deps.db, kind),
      ]);
      const notice: ListNotice = {
        moved: count(request.query.moved),
        skipped: count(request.query.skipped),
        noneSelected: request.query.none === "1",
      };
      const list = { kind, filters, records, total, failedDeliveries, notice };
      return sendPage(reply, <ListPage context={signedInContext(request, { kind })} {...list} />);
    },
  );

  inbox.get<{ Params: { kind: string }; Querystring: Record<string, unknown> }>(
    "/:kind/export.xlsx",
    async (request, reply) => {
      const { kind } = request.params;
      if (!isKind(kind)) return notFound(request, reply);
      const filters = { ...parseFilters(kind, request.query), page: undefined };
      const { records } = await findSubmissions(deps.db, kind, filters, { paged: false });
      const file = await exportWorkbook(kind, records, request.inbox.ui);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("Content-Disposition", `attachment; filename="urbis-${kind}-${day}.xlsx"`)
        .send(file);
    },
  );

  inbox.post<{ Params: { kind: string }; Querystring: Record<string, unknown> }>(
    "/:kind/status",
    { preHandler: checkForgery(allowedOrigins) },
    async (request, reply) => {
      const { kind } = request.params;
      if (!isKind(kind)) return notFound(request, reply);
      const back = (kind: Kind, extra: Record<string, string>) => {
        const params = new URLSearchParams(filtersQuery(parseFilters(kind, request.query)).slice(1));
        for (const [name, value] of Object.entries(extra)) params.set(name, value);
        return `/inbox/${kind}?${params}`;
      };
      const to = field(request.body, "to");
      const references = fields(request.body, "ref").slice(0, MAX_BULK);
      if (!queueStatuses.includes(to as QueueStatus) || references.length === 0)
        return reply.redirect(back(kind, { none: "1" }), 303);
      const { moved, skipped } = await moveRecords(deps.db, mail, {
        kind,
        references,
        to: to as QueueStatus,
        by: staff(request).user.id,
      });
      return reply.redirect(
        back(kind, { moved: String(moved.length), skipped: String(skipped.length) }),
        303,
      );
    },
  );
}
