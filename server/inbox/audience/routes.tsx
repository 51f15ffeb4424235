import type { FastifyInstance } from "fastify";
import { sendPage, signedInContext, type InboxDeps } from "../http/request-context";
import { readFigures } from "./figures";
import { AudiencePage } from "./page";
import { parsePeriod } from "./period";
import { audienceWorkbook } from "./workbook";

/** The Audience page and its workbook, for the team only (every inbox route needs a session). */
export function registerAudienceRoutes(inbox: FastifyInstance, deps: InboxDeps) {
  inbox.get<{ Querystring: Record<string, unknown> }>("/audience", async (request, reply) => {
    const period = parsePeriod(request.query);
    const figures = await readFigures(deps.db, period);
    return sendPage(
      reply,
      <AudiencePage
        context={signedInContext(request, { audience: true })}
        period={period}
        figures={figures}
      />,
    );
  });

  inbox.get<{ Querystring: Record<string, unknown> }>("/audience/export.xlsx", async (request, reply) => {
    const period = parsePeriod(request.query);
    const figures = await readFigures(deps.db, period);
    const file = await audienceWorkbook(figures, period, request.inbox.ui);
    return reply
      .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("Content-Disposition", `attachment; filename="urbis-audience-${period.from}-${period.to}.xlsx"`)
      .send(file);
  });
}
