import type { FastifyReply, FastifyRequest } from "fastify";
import type { InboxKey } from "../view/inbox-language";
import { MessagePage } from "../view/message-page";
import { pageContext, sendPage } from "./request-context";

/**
 * A page that only says something — a refusal, a missing record — with its status: a title and a
 * message from the inbox's copy, in the team member's language.
 */
export function sendMessage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  { title, message }: { title: InboxKey; message: InboxKey },
) {
  const { t } = request.inbox.ui;
  return sendPage(
    reply,
    <MessagePage context={pageContext(request)} title={t(title)} message={t(message)} />,
    status,
  );
}

/** No such queue or record: 404. */
export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendMessage(request, reply, 404, { title: "inbox.error.notFound", message: "inbox.error.notFound" });
}
