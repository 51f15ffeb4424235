import { useMatches } from "react-router";
import { useT } from "#app/i18n/use-t";
import type { Head } from "./head";
import { structuredDataJson } from "./structured-data";

/**
 * The page's JSON-LD (the organisation; the breadcrumb of inner pages), rendered in <head>. The
 * service hashes every inline script of a page into its Content-Security-Policy, this one included.
 */
export function StructuredData() {
  const matches = useMatches();
  const t = useT();
  const head = matches
    .map((match) => (match.loaderData as { head?: Head } | undefined)?.head)
    .findLast(Boolean);
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredDataJson(head, t) }} />
  );
}
