import type { FastifyInstance } from "fastify";
import { referencePattern } from "#server/db/reference";
import type { SubmissionStatus } from "#server/db/status";
import { bookingsOfRequest } from "../agenda/store";
import { addNote, moveRecords, timelineOf } from "../records/actions";
import { deliveriesOf } from "../records/deliveries";
import { filtersQuery, parseFilters } from "../records/filters";
import { isKind, queueStatuses, type QueueStatus } from "../records/kinds";
import { findSubmission } from "../records/submissions";
import { DetailPage, type DetailNotice } from "../view/detail-page";
import { checkForgery } from "./guard";
import { notFound } from "./message-reply";
import { field, sendPage, signedInContext, staff, type InboxDeps } from "./request-context";

type RecordRoute = { Params: { kind: string; reference: string }; Querystring: Record<string, unknown> };

/** One record: everything the visitor sent, its status and history, the team's notes, its deliveries. */
export function registerRecordRoutes(inbox: FastifyInstance, deps: InboxDeps, allowedOrigins: string[]) {
  const mail = { serviceUrl: deps.config.SERVICE_URL, teamEmail: deps.config.TEAM_EMAIL };
  const guarded = { preHandler: checkForgery(allowedOrigins) };

  async function load(kind: string, reference: string) {
    if (!isKind(kind) || !referencePattern.test(reference)) return undefined;
    const record = await findSubmission(deps.db, kind, reference);
    return record ? { kind, record } : undefined;
  }

  /** Back to the record after a change, keeping the list's filters for its "back" link. */
  function here(kind: string, reference: string, query: Record<string, unknown>, extra: string) {
    const filters = isKind(kind) ? filtersQuery(parseFilters(kind, query)) : "";
    return `/inbox/${kind}/${reference}${filters ? `${filters}&` : "?"}${extra}`;
  }

  inbox.get<RecordRoute>("/:kind/:reference", async (request, reply) => {
    const found = await load(request.params.kind, request.params.reference);
    if (!found) return notFound(request, reply);
    const { kind, record } = found;
    const [{ history, notes }, deliveries, bookings] = await Promise.all([
      timelineOf(deps.db, record.s.id),
      deliveriesOf(deps.db, record.s.id),
      kind === "demo" ? bookingsOfRequest(deps.db, record.s.id) : [],
    ]);
    const q = request.query;
    const notice: DetailNotice = {
      moved: q.moved === "1",
      conflict: q.conflict === "1",
      noteAdded: q.note === "added",
      noteInvalid: q.note === "invalid",
    };
    const query = filtersQuery(parseFilters(kind, q));
    const detail = { kind, record, history, notes, deliveries, bookings, query, notice };
    return sendPage(reply, <DetailPage context={signedInContext(request, { kind })} {...detail} />);
  });

  inbox.post<RecordRoute>("/:kind/:reference/status", guarded, async (request, reply) => {
    const { kind: kindParam, reference } = request.params;
    const found = await load(kindParam, reference);
    if (!found) return notFound(request, reply);
    const to = field(request.body, "to");
    const from = field(request.body, "from");
    const known = (value: string | undefined) => queueStatuses.includes(value as QueueStatus);
    if (!known(to) || !known(from))
      return reply.redirect(here(kindParam, reference, request.query, "conflict=1"), 303);
    const { moved } = await moveRecords(deps.db, mail, {
      kind: found.kind,
      references: [reference],
      to: to as QueueStatus,
      expected: from as SubmissionStatus,
      by: staff(request).user.id,
    });
    const outcome = moved.length === 1 ? "moved=1" : "conflict=1";
    return reply.redirect(here(kindParam, reference, request.query, outcome), 303);
  });

  inbox.post<RecordRoute>("/:kind/:reference/notes", guarded, async (request, reply) => {
    const { kind, reference } = request.params;
    const found = await load(kind, reference);
    if (!found) return notFound(request, reply);
    const added = await addNote(deps.db, {
      submissionId: found.record.s.id,
      authorId: staff(request).user.id,
      body: field(request.body, "body") ?? "",
    });
    return reply.redirect(here(kind, reference, request.query, added ? "note=added" : "note=invalid"), 303);
  });
}
