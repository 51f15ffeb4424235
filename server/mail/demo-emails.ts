import type { DemoRequest } from "#core/forms/demo/schema";
import { isolate } from "#core/i18n/isolate";
import type { MessageKey } from "#core/i18n/keys";
import type { LocaleCode } from "#core/i18n/locales";
import type { MailContext } from "./context";
import { renderBlocks, type Email } from "./render";
import { display } from "./display-values";
import { teamNotice } from "./team-notice";

export type StoredDemo = DemoRequest & {
  reference: string;
  locale: LocaleCode;
  createdAt: Date;
  suggestedPlan?: string;
};

/** Everything the visitor typed, labelled in `code` (also on the page that asks to check it). */
export function demoSummary(demo: DemoRequest, code: LocaleCode): [string, string][] {
  const d = display(code);
  const label = (field: string) => d.t(`forms.demo.${field}.label` as MessageKey);
  return [
    [label("firstName"), demo.firstName],
    [label("lastName"), demo.lastName],
    [label("email"), demo.email],
    [label("phone"), demo.phone],
    [label("company"), demo.company],
    [label("city"), demo.city],
    [label("country"), d.country(demo.country)],
    [label("role"), d.t(`forms.demo.role.${demo.role}` as MessageKey)],
    [label("size"), d.number(demo.size)],
    [
      label("plan"),
      demo.plan ? d.t(`forms.demo.plan.name.${demo.plan}` as MessageKey) : d.t("forms.demo.plan.undecided"),
    ],
    [label("preferredLanguage"), d.languageLabel(demo.preferredLanguage)],
    [label("timeSlots"), demo.timeSlots.length ? d.slots(demo.timeSlots) : d.none],
    [label("message"), demo.message ?? d.none],
  ];
}

/** The visitor's confirmation (in their language) and the team's notification. */
export function demoEmails(demo: StoredDemo, context: MailContext): Email[] {
  const v = display(demo.locale);
  const visitor = renderBlocks(
    [
      { kind: "paragraph", text: v.t("forms.mail.greeting", { name: v.ltr(demo.firstName) }) },
      { kind: "paragraph", text: v.t("forms.mail.demo.intro") },
      { kind: "paragraph", text: v.t("forms.mail.demo.next", { phone: isolate(demo.phone) }) },
      { kind: "paragraph", text: v.t("forms.mail.reference", { reference: v.ltr(demo.reference) }) },
      { kind: "fields", title: v.t("forms.mail.summary"), rows: demoSummary(demo, demo.locale) },
      { kind: "paragraph", text: v.t("forms.mail.reply") },
      { kind: "paragraph", text: v.t("forms.mail.signature") },
      { kind: "small", text: v.t("forms.mail.footer") },
    ],
    demo.locale,
  );

  const team = display(context.teamLocale);
  const plan = demo.suggestedPlan
    ? team.t(`forms.demo.plan.name.${demo.suggestedPlan}` as MessageKey)
    : team.t("forms.mail.team.beyond");
  return [
    {
      purpose: "demo.visitor",
      to: demo.email,
      replyTo: context.teamEmail,
      subject: v.t("forms.mail.demo.subject", { reference: demo.reference }),
      ...visitor,
    },
    teamNotice(demo, context, {
      purpose: "demo.team",
      subject: team.t("forms.mail.team.demo.subject", {
        reference: demo.reference,
        name: `${demo.firstName} ${demo.lastName}`,
      }),
      rows: [...demoSummary(demo, context.teamLocale), [team.t("forms.mail.team.suggestedPlan"), plan]],
    }),
  ];
}
