import { site } from "#core/content/site";
import { dataLeavesMorocco } from "#core/content/trust";
import { list, node, p } from "#app/legal/legal-blocks";
import type { LegalSectionData } from "#app/legal/legal-section";
import { CompanyFacts, HostingCountry, SubprocessorTable, UptimeBasis } from "./trust-facts";

/**
 * The trust centre, section by section. Every statement is either true of the code (the security
 * measures: server/security/headers.ts, server/inbox/auth/, server/logging.ts; the retention: the
 * purge jobs' own periods) or a setting shown only when it is set (decision 033).
 */
export const trustSections: readonly LegalSectionData[] = [
  {
    id: "data-protection",
    title: "trust.law.title",
    blocks: [p("trust.law.controller"), node(<CompanyFacts />), p("trust.law.rights")],
  },
  {
    id: "hosting",
    title: "trust.hosting.title",
    blocks: [
      node(<HostingCountry />),
      p("trust.hosting.processors"),
      node(<SubprocessorTable />),
      p(dataLeavesMorocco ? "trust.hosting.abroad" : "trust.hosting.none"),
      p("trust.hosting.noThirdParty"),
      p("trust.hosting.audience"),
    ],
  },
  {
    id: "retention",
    title: "trust.retention.title",
    blocks: [
      p("trust.retention.intro"),
      list(
        "trust.retention.leads",
        "trust.retention.unconfirmed",
        "trust.retention.deletion",
        "trust.retention.backups",
        "trust.retention.audience",
      ),
      p("trust.retention.more"),
    ],
  },
  {
    id: "security",
    title: "trust.security.title",
    blocks: [
      p("trust.security.intro"),
      list(
        "trust.security.https",
        "trust.security.csp",
        "trust.security.passwords",
        "trust.security.sessions",
        "trust.security.ip",
        "trust.security.logs",
      ),
    ],
  },
  {
    id: "availability",
    title: "trust.availability.title",
    blocks: [
      p("trust.availability.figure"),
      node(<UptimeBasis />),
      p("trust.availability.counts"),
      // What the figure means, said once; the agreement, when one is published (decision 053).
      ...(site.slaUrl ? [p("trust.availability.sla")] : []),
    ],
  },
  {
    id: "contact",
    title: "trust.contact.title",
    blocks: [p("trust.contact.email"), p("trust.contact.deletion"), p("trust.contact.complaint")],
  },
];
