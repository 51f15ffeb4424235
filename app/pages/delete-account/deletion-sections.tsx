import { list, node, p, steps } from "#app/legal/legal-blocks";
import type { LegalSectionData } from "#app/legal/legal-section";
import { RolesList } from "./roles-list";

/**
 * What an app store asks of an account-deletion page, in the order a user looks for it: who may
 * ask and how (in the app, then on the web), then what deletion erases, keeps, and how long it
 * takes. The web request is a section of its own (deletion-request.tsx), where its form lives.
 */
export const howToSections: readonly LegalSectionData[] = [
  {
    id: "who-can-ask",
    title: "legal.delete.who.title",
    blocks: [node(<RolesList lead="legal.delete.who.intro" />), p("legal.delete.who.createdBy")],
  },
  {
    id: "in-the-app",
    title: "legal.delete.app.title",
    blocks: [
      p("legal.delete.app.intro"),
      steps(
        "legal.delete.app.step1",
        "legal.delete.app.step2",
        "legal.delete.app.step3",
        "legal.delete.app.step4",
        "legal.delete.app.step5",
      ),
    ],
  },
];

export const deletionRequestSection: LegalSectionData = {
  id: "deletion-request",
  title: "legal.delete.web.title",
  blocks: [],
};

export const whatHappensSections: readonly LegalSectionData[] = [
  {
    id: "what-is-erased",
    title: "legal.delete.removed.title",
    blocks: [
      list(
        "legal.delete.removed.profile",
        "legal.delete.removed.identity",
        "legal.delete.removed.ads",
        "legal.delete.removed.bookings",
        "legal.delete.removed.posts",
        "legal.delete.removed.surveys",
      ),
    ],
  },
  {
    id: "what-is-kept",
    title: "legal.delete.kept.title",
    blocks: [
      p("legal.delete.kept.intro"),
      list(
        "legal.delete.kept.accounting",
        "legal.delete.kept.meetings",
        "legal.delete.kept.incidents",
        "legal.delete.kept.visitors",
      ),
      p("legal.delete.kept.after"),
      p("legal.delete.kept.ask"),
    ],
  },
  {
    id: "how-long",
    title: "legal.delete.timing.title",
    blocks: [p("legal.delete.timing.body")],
  },
];
