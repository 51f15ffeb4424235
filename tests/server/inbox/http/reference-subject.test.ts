import { describe, expect, it } from "vitest";
import { outboxEmails } from "#server/db/schema";
import { sourceMessages } from "#core/i18n/messages";
import { sharedService } from "../../support/service";
import { signedIn, startInbox, submit } from "../support/inbox";

/**
 * A buyer's request to talk to a residence that uses Urbis (the testimonials page, decision 053)
 * is a contact message with its own subject, `reference`: the team finds it by that subject in the
 * inbox, reads its name there and in both e-mails.
 */
describe("a contact message asking to talk to a residence that uses Urbis", () => {
  const shared = sharedService(() => startInbox("embedded"));

  it("is stored under its subject, filtered by it, and named in the inbox and the e-mails", async () => {
    const inbox = shared();
    const reference = await submit(inbox, "contact", { subject: "reference" });
    const other = await submit(inbox, "contact", { subject: "sales" });
    const label = sourceMessages("fr", "forms")["forms.contact.subject.reference"] ?? "";
    expect(label).toBe("Être mis en relation avec une résidence cliente");

    const agent = await signedIn(inbox);
    const list = (await agent.get("/inbox/contact?subject=reference")).body;
    expect(list).toContain(reference);
    expect(list).not.toContain(other);
    const detail = (await agent.get(`/inbox/contact/${reference}`)).body;
    expect(detail.replace(/&#x27;|&apos;/g, "'")).toContain(label);

    const mails = await inbox.app.db.select().from(outboxEmails);
    const aboutIt = mails.filter((mail) => mail.textBody.includes(reference));
    expect(aboutIt.length).toBeGreaterThanOrEqual(2);
    for (const mail of aboutIt) expect(mail.textBody, mail.purpose).toContain(label);
  });
});
