import { site } from "#core/content/site";
import { dataLeavesMorocco } from "#core/content/trust";
import { list, node, p } from "#app/legal/legal-blocks";
import type { LegalSectionData } from "#app/legal/legal-section";
import type { MessageKey } from "#core/i18n/keys";
import { BrowserStorage } from "./browser-storage";

/** The company's registration numbers that are set (core/content/site.ts). */
const registration: MessageKey[] = [
  ...(site.legal.rc ? (["legal.privacy.controller.rc"] as const) : []),
  ...(site.legal.ice ? (["legal.privacy.controller.ice"] as const) : []),
];

/** The privacy policy, clause by clause, in the order Law 09-08 asks a controller to inform people. */
export const privacySections: readonly LegalSectionData[] = [
  {
    id: "controller",
    title: "legal.privacy.controller.title",
    // Each identifier only when its setting is set: never a placeholder (decision 033).
    blocks: [
      p("legal.privacy.controller.identity"),
      ...(site.contact.address ? [p("legal.privacy.controller.address")] : []),
      ...(registration.length > 0 ? [list(...registration)] : []),
      ...(site.legal.cndp ? [p("legal.privacy.controller.cndp")] : []),
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
        "legal.privacy.data.visit",
      ),
      p("legal.privacy.data.noId"),
      p("legal.privacy.data.platform"),
    ],
  },
  {
    // What the page analytics count (decision 056), from the settings the service applies.
    id: "audience",
    title: "legal.privacy.audience.title",
    blocks: [
      p("legal.privacy.audience.intro"),
      list("legal.privacy.audience.views", "legal.privacy.audience.events"),
      p("legal.privacy.audience.visitors"),
      p("legal.privacy.audience.not"),
      p("legal.privacy.audience.retention"),
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
    blocks: dataLeavesMorocco
      ? [
          p("legal.privacy.transfers.abroad"),
          ...(site.legal.transferAuthorisation ? [p("legal.privacy.transfers.authorisation")] : []),
        ]
      : [p("legal.privacy.transfers.none")],
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
        "legal.privacy.retention.backups",
        "legal.privacy.retention.audience",
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
  blocks: [
    p(`legal.terms.${clause}.body`),
    // The postal address, when it is set, beside the e-mail.
    ...(clause === "contact" && site.contact.address ? [p("legal.terms.contact.post")] : []),
  ],
}));
