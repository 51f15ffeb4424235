import { describe, expect, it } from "vitest";
import { sourceMessages } from "#core/i18n/messages";
import { visitorReceipt } from "#server/mail/visitor-receipt";

const context = { teamEmail: "team@urbis.ma", teamLocale: "fr" as const, serviceUrl: "https://urbis.ma" };
const submission = { email: "salma@example.ma", reference: "MSG-2026-0007", locale: "en" as const };
const en = sourceMessages("en", "forms");

describe("a visitor's receipt", () => {
  it("goes to the visitor, in their language, with the form's subject, and replies reach the team", () => {
    const mail = visitorReceipt(submission, context, {
      form: "contact",
      name: "Salma",
      next: { responseMinutes: 30 },
      rows: [["Subject", "Billing"]],
    });
    expect(mail).toMatchObject({
      purpose: "contact.visitor",
      to: submission.email,
      replyTo: context.teamEmail,
    });
    expect(mail.subject).toContain("MSG-2026-0007");
    expect(mail.text).toContain("Salma");
    expect(mail.text).toContain("Billing");
    expect(mail.text).not.toContain(en["forms.mail.reply"]);
  });

  it("invites a reply only where asked", () => {
    const mail = visitorReceipt(submission, context, {
      form: "demo",
      name: "Salma",
      next: { phone: "+212612345678" },
      rows: [],
      askToReply: true,
    });
    expect(mail.purpose).toBe("demo.visitor");
    expect(mail.text).toContain(en["forms.mail.reply"]);
  });
});
