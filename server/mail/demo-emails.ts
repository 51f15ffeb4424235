import type { Attribution } from "#core/attribution/schema";
import type { DemoRequest } from "#core/forms/demo/schema";
import { isolate } from "#core/i18n/isolate";
import { familyKey } from "#core/i18n/keys";
import type { LocaleCode } from "#core/i18n/locales";
import type { MailContext } from "./context";
import type { Email } from "./render";
import { display } from "./display-values";
import { teamNotice } from "./team-notice";
import { visitRows } from "./visit-rows";
import { visitorReceipt } from "./visitor-receipt";

export type StoredDemo = DemoRequest & {
  attribution?: Attribution;
  reference: string;
  locale: LocaleCode;
  createdAt: Date;
  suggestedPlan?: string;
};

/** The fields the summary shows as the visitor typed them, before those it words. */
const shownAsTyped = ["firstName", "lastName", "email", "phone", "company", "city"] as const;

/** Everything the visitor typed, labelled in `code` (also on the page that asks to check it). */
export function demoSummary(demo: DemoRequest, code: LocaleCode): [string, string][] {
  const d = display(code);
  return d.rows("demo", {
    ...Object.fromEntries(shownAsTyped.map((field) => [field, demo[field]])),
    country: d.country(demo.country),
    role: d.t(`forms.demo.role.${demo.role}`),
    size: d.number(demo.size),
    plan: demo.plan ? d.t(`forms.demo.plan.name.${demo.plan}`) : d.t("forms.demo.plan.undecided"),
    preferredLanguage: d.languageLabel(demo.preferredLanguage),
    timeSlots: demo.timeSlots.length ? d.slots(demo.timeSlots) : d.none,
    message: demo.message ?? d.none,
  });
}

/** The visitor's confirmation (in their language) and the team's notification. */
export function demoEmails(demo: StoredDemo, context: MailContext): Email[] {
  const team = display(context.teamLocale);
  const plan = demo.suggestedPlan
    ? team.t(familyKey(`forms.demo.plan.name.${demo.suggestedPlan}`))
    : team.t("forms.mail.team.beyond");
  return [
    visitorReceipt(demo, context, {
      form: "demo",
      name: demo.firstName,
      next: { phone: isolate(demo.phone) },
      rows: demoSummary(demo, demo.locale),
      askToReply: true,
    }),
    teamNotice(demo, context, {
      form: "demo",
      name: `${demo.firstName} ${demo.lastName}`,
      rows: [
        ...demoSummary(demo, context.teamLocale),
        [team.t("forms.mail.team.suggestedPlan"), plan],
        ...visitRows(demo.attribution, context.teamLocale),
      ],
    }),
  ];
}
