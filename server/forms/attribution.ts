import type { FastifyRequest } from "fastify";
import { attributionFieldNames, attributionFields } from "#core/attribution/fields";
import { cleanPath, readAttribution, type Attribution } from "#core/attribution/schema";
import type { FormId } from "#core/forms/endpoints";
import { ownOrigins } from "#server/security/origin";

/** The forms whose submissions are leads, and record where their visit came from (decision 055). */
export const attributedForms: readonly FormId[] = ["demo", "contact"];

/**
 * The path of the page that sent the form, from its `Referer`, when that page is this site's own
 * (its origin is the service's): a browser then sends the whole address. Another origin's Referer
 * (a static host, under `strict-origin-when-cross-origin`) names no page, and the service's own
 * pages (the "check and send" page) are none of the site's: nothing is taken from them.
 */
function refererPath(request: FastifyRequest, serviceUrl: string | undefined): string | undefined {
  const referer = request.headers.referer;
  if (typeof referer !== "string") return undefined;
  try {
    const url = new URL(referer);
    if (!ownOrigins(request, serviceUrl).includes(url.origin) || url.pathname.startsWith("/api/"))
      return undefined;
    return cleanPath(url.pathname);
  } catch {
    return undefined;
  }
}

/**
 * The page the form was sent from: as the post names it (the page's script, or the "check and send"
 * page carrying it from the first post), else from the post's Referer.
 */
export function formPageOf(
  request: FastifyRequest,
  body: Record<string, unknown>,
  serviceUrl: string | undefined,
): string | undefined {
  return cleanPath(body[attributionFields.formPage]) ?? refererPath(request, serviceUrl);
}

/**
 * Where a lead's visit came from: what the page's script kept for the visit and sent with the form
 * (cleaned by the shared schema), or — without script (`byPage` false) — only what the service
 * sees: the form's page. The landing page, its query (the UTM parameters), the referring site, the
 * pages seen and the visit's length are then unknown.
 */
export function attributionOf(
  request: FastifyRequest,
  body: Record<string, unknown>,
  { serviceUrl, byPage }: { serviceUrl: string | undefined; byPage: boolean },
): Attribution {
  const formPage = formPageOf(request, body, serviceUrl);
  // A post by script that carries nothing the page kept (its storage refused, a client of the API)
  // holds only what the service sees, as a post without script does.
  const kept = attributionFieldNames.some((name) => name !== attributionFields.formPage && name in body);
  if (!byPage || !kept) return { pagesSeen: [], formPage, recordedBy: "service" };
  return { ...readAttribution(body), formPage, recordedBy: "page" };
}
