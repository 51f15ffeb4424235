import { legal } from "#core/content/legal";
import { list, node, p } from "#app/legal/legal-blocks";
import type { LegalSectionData } from "#app/legal/legal-section";
import { BrowserStorage } from "./browser-storage";

/** The privacy policy, clause by clause, in the order Law 09-08 asks a controller to inform people. */
export const privacySections: readonly LegalSectionData[] = [
  {
    id: "controller",
    title: "legal.privacy.controller.title",
    blocks: [
      p("legal.privacy.controller.identity"),
      p("legal.privacy.controller.cndp"),
      p("legal.privacy.controller.platform"),
    ],
  },
  {
    id: "data",
    title: "legal.privacy.data.title",
    blocks: [
      p("legal.privacy.data.intro"),
      list(
        "legal.privacy.data.demo",
        "legal.privacy.data.contact",
        "legal.privacy.data.deletion",
        "legal.privacy.data.technical",
      ),
      p("legal.privacy.data.noId"),
      p("legal.privacy.data.platform"),
    ],
  },
  {
    id: "purposes",
    title: "legal.privacy.purposes.title",
    blocks: [
      p("legal.privacy.purposes.intro"),
      list(
        "legal.privacy.purposes.leads",
        "legal.privacy.purposes.deletion",
        "legal.privacy.purposes.platform",
        "legal.privacy.purposes.abuse",
      ),
      p("legal.privacy.purposes.never"),
    ],
  },
  {
    id: "legal-basis",
    title: "legal.privacy.basis.title",
    blocks: [
      p("legal.privacy.basis.consent"),
      p("legal.privacy.basis.contract"),
      p("legal.privacy.basis.interest"),
    ],
  },
  {
    id: "recipients",
    title: "legal.privacy.recipients.title",
    blocks: [
      p("legal.privacy.recipients.team"),
      p("legal.privacy.recipients.processors"),
      p("legal.privacy.recipients.others"),
    ],
  },
  {
    id: "transfers",
    title: "legal.privacy.transfers.title",
    blocks: [p(legal.transfersAbroad ? "legal.privacy.transfers.abroad" : "legal.privacy.transfers.none")],
  },
  {
    id: "retention",
    title: "legal.privacy.retention.title",
    blocks: [
      list(
        "legal.privacy.retention.leads",
        "legal.privacy.retention.unconfirmed",
        "legal.privacy.retention.confirmed",
        "legal.privacy.retention.identity",
        "legal.privacy.retention.platform",
      ),
    ],
  },
  {
    id: "rights",
    title: "legal.privacy.rights.title",
    blocks: [
      p("legal.privacy.rights.intro"),
      list(
        "legal.privacy.rights.access",
        "legal.privacy.rights.rectification",
        "legal.privacy.rights.opposition",
      ),
      p("legal.privacy.rights.how"),
      p("legal.privacy.rights.complaint"),
      p("legal.privacy.rights.platform"),
    ],
  },
  {
    id: "security",
    title: "legal.privacy.security.title",
    blocks: [
      p("legal.privacy.security.intro"),
      list(
        "legal.privacy.security.https",
        "legal.privacy.security.access",
        "legal.privacy.security.ip",
        "legal.privacy.security.stored",
      ),
      p("legal.privacy.security.incident"),
    ],
  },
  {
    id: "browser-storage",
    title: "legal.privacy.storage.title",
    blocks: [
      p("legal.privacy.storage.intro"),
      node(<BrowserStorage />),
      p("legal.privacy.storage.cookie"),
      p("legal.privacy.storage.noTracking"),
      p("legal.privacy.storage.clear"),
    ],
  },
  {
    id: "changes",
    title: "legal.privacy.changes.title",
    blocks: [p("legal.privacy.changes.body")],
  },
];

/** The terms of use of the site; the footer links to the part they form (#terms). */
export const termsSections: readonly LegalSectionData[] = (
  ["purpose", "access", "ip", "liability", "platform", "law", "changes", "contact"] as const
).map((clause) => ({
  id: `terms-${clause}`,
  title: `legal.terms.${clause}.title`,
  blocks: [p(`legal.terms.${clause}.body`)],
}));
