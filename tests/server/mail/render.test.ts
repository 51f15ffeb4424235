import { describe, expect, it } from "vitest";
import { demoSchema } from "#core/forms/demo/schema";
import { contactEmails } from "#server/mail/contact-emails";
import { demoEmails, type StoredDemo } from "#server/mail/demo-emails";
import { deletionConfirmedEmails } from "#server/mail/deletion-emails";
import { renderBlocks } from "#server/mail/render";
import { deletionDoneEmail } from "#server/mail/deletion-done-email";
import { frenchProblems } from "../../../scripts/copy/french";

const FSI = "\u2068";
const PDI = "\u2069";
const context = { teamEmail: "equipe@urbis.ma", teamLocale: "fr" as const, serviceUrl: "https://urbis.ma" };

function demo(locale: StoredDemo["locale"], overrides: Record<string, unknown> = {}): StoredDemo {
  const request = demoSchema.parse({
    firstName: "Salma",
    lastName: "Benali",
    email: "salma@residence-anfa.ma",
    phone: "+212 6 12 34 56 78", // stored as +212612345678
    company: "Résidence Anfa",
    city: "Casablanca",
    country: "MA",
    role: "SYNDIC",
    size: "320",
    preferredLanguage: "ar",
    timeSlots: ["weekday-morning"],
    consent: true,
    ...overrides,
  });
  return { ...request, reference: "DEM-2026-0042", locale, createdAt: new Date("2026-03-02T10:30:00Z") };
}

describe("e-mails (server/mail/render.ts)", () => {
  describe("an Arabic confirmation keeps phones, addresses and references left to right", () => {
    const [visitor] = demoEmails(demo("ar"), context);

    it("in the plain text: each such value between Unicode isolates", () => {
      const text = visitor?.text ?? "";
      expect(text).toContain(`${FSI}+212612345678${PDI}`);
      expect(text).toContain(`${FSI}salma@residence-anfa.ma${PDI}`);
      expect(text).toContain(`${FSI}DEM-2026-0042${PDI}`);
      // Every occurrence of the phone is isolated: the sentence that quotes it, and the summary.
      expect(text.split("+212612345678").length - 1).toBe(2);
      expect(text.match(/(?<!\u2068)\+212612345678/g)).toBeNull();
    });

    it("in the HTML: the summary's value in a left-to-right span, in an rtl document", () => {
      const html = visitor?.html ?? "";
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('<span dir="ltr">+212612345678</span>');
      expect(html).toContain('<span dir="ltr">salma@residence-anfa.ma</span>');
      expect(html).toContain(`${FSI}+212612345678${PDI}`);
      // Arabic values are not forced left to right.
      expect(html).not.toContain('<span dir="ltr">السانديك');
    });

    it("and a value with Arabic letters keeps the direction of its text", () => {
      const arabic = renderBlocks([{ kind: "fields", rows: [["المدينة", "الدار البيضاء"]] }], "ar");
      expect(arabic.text).toBe("المدينة: الدار البيضاء\n");
      expect(arabic.html).not.toContain('dir="ltr">الدار');
    });

    it("the e-mail that tells a requester their account is deleted isolates their address too", () => {
      const done = deletionDoneEmail(
        { reference: "DEL-2026-0007", email: "layla@example.ma", locale: "ar" },
        { teamEmail: context.teamEmail },
      );
      expect(done.text).toContain(`${FSI}layla@example.ma${PDI}`);
      expect(done.text).toContain(`${FSI}DEL-2026-0007${PDI}`);
    });
  });

  it("French and English e-mails carry no isolates: nothing to protect, and text that copies cleanly", () => {
    for (const locale of ["fr", "en"] as const) {
      const [visitor] = demoEmails(demo(locale), context);
      // The phone in the sentence was isolated in every language before: it stays so.
      expect(visitor?.text.replace(`${FSI}+212612345678${PDI}`, "")).not.toMatch(/[\u2066-\u2069]/);
    }
  });

  it('French e-mails write "label : value" with a no-break space, and keep French typography throughout', () => {
    const [visitor, team] = demoEmails(demo("fr", { preferredLanguage: "fr" }), context);
    expect(visitor?.text).toContain("Prénom\u00a0: Salma");
    expect(visitor?.text).toContain("Référence\u00a0: DEM-2026-0042");
    const [contactVisitor] = contactEmails(
      {
        name: "Karim Alaoui",
        email: "karim@example.com",
        phone: "+33 6 12 34 56 78",
        subject: "support",
        message: "Bonjour,\nComment ajouter un résident",
        consent: true,
        reference: "CON-2026-0001",
        locale: "fr",
        createdAt: new Date("2026-03-02T10:30:00Z"),
      },
      context,
    );
    // A multi-line value goes under its label.
    expect(contactVisitor?.text).toContain("Votre message\u00a0:\nBonjour,\nComment ajouter un résident");
    const [confirmed, deletionTeam] = deletionConfirmedEmails(
      {
        reference: "DEL-2026-0001",
        locale: "fr",
        email: "youssef@example.ma",
        reason: "Je déménage",
        createdAt: new Date("2026-03-02T10:30:00Z"),
      },
      context,
    );
    for (const mail of [visitor, team, contactVisitor, confirmed, deletionTeam]) {
      const problems = (mail?.text ?? "").split("\n").flatMap((line) => frenchProblems(line));
      expect(problems, mail?.purpose).toEqual([]);
      expect(frenchProblems(mail?.subject ?? ""), mail?.purpose).toEqual([]);
    }
  });

  it("the team's notification names the visitor's language in its own language", () => {
    const french = demoEmails(demo("ar"), context)[1]?.text ?? "";
    expect(french).toMatch(/, en arabe\./);
    expect(french).toContain("Langue de la démo\u00a0: Arabe");
    expect(french).not.toMatch(/Français|العربية|English/);
    const english = demoEmails(demo("ar", { preferredLanguage: "fr" }), { ...context, teamLocale: "en" })[1]
      ?.text;
    expect(english).toMatch(/, in Arabic\./);
    expect(english).toContain("Language of the demo: French");
    expect(english).toContain("When can we call you? Weekday mornings");
    const arabic = demoEmails(demo("fr"), { ...context, teamLocale: "ar" })[1]?.text;
    expect(arabic).toContain("باللغة الفرنسية");
  });
});
