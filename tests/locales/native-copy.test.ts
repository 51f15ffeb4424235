import { describe, expect, it } from "vitest";
import { visibleText } from "../../scripts/copy/icu-text";
import { copyMessages } from "../support/copy-files";
import { budgetCopy } from "../../core/tools/templates/budget-copy";

/**
 * French and English as a native writer signs them (issue 34 §4, decision 061). Each phrase below
 * was found in a read of every page: a calque, a sentence that reads translated, or a word that
 * turns a reader away. The fix is the native wording beside it; a phrase that comes back fails.
 */
const calques: Record<"fr" | "en", { phrase: RegExp; instead: string }[]> = {
  fr: [
    {
      phrase: /(?<!co)propriétés (?:nous font confiance|gérées|au Maroc)/,
      instead: "résidences (the claim counts residences)",
    },
    {
      phrase: /Voyez(?:-la)? (?:Urbis|votre offre|cette solution|fonctionner)|voyez-la sur/,
      instead: "Découvrez Urbis avec vos propres immeubles",
    },
    { phrase: /a fait son temps/, instead: "les données dont la durée de conservation est écoulée" },
    { phrase: /tel qu'il est programmé/, instead: "Les mesures que notre service applique" },
    { phrase: /mois calendaire/, instead: "mois civil" },
    { phrase: /e-mail professionnel/i, instead: "E-mail: volunteer syndics write from a personal address" },
    { phrase: /une requête y figure par/, instead: "une requête n'y est consignée que par" },
    {
      phrase: /si elle inclut celle-ci/,
      instead: "Offre par offre, voici si cette fonctionnalité est comprise",
    },
    {
      phrase: /Demander une démonstration/,
      instead: "Demander une démo (docs/glossary.md), as every other button",
    },
    { phrase: /\bUrbis (?:[\p{L}']+ )?\p{L}+-t-il\b/u, instead: "Urbis, une plateforme : -t-elle" },
    { phrase: /\bpersonne d'inconnu\b/, instead: "aucun inconnu" },
    { phrase: /["“”]/, instead: "« … », with no-break spaces inside (docs/glossary.md)" },
    { phrase: /(?:montre|présente) Urbis sur vos/, instead: "vous montre Urbis avec vos propres immeubles" },
    {
      phrase: /^Formules?\b|\bformules? (?:Basic|Standard|Premium|choisie)/i,
      instead: "Offre (docs/glossary.md)",
    },
    { phrase: /Merci pour votre intérêt/, instead: "Merci de l'intérêt que vous portez à Urbis" },
    { phrase: /(?<!\p{L})part vers\b|\bsont partis à\b/u, instead: "vous est envoyée à {email}" },
    {
      phrase: /(?<!anciennement )\bhuissiers? de justice\b|\bhuissier\b(?! de justice)/i,
      instead: "commissaire judiciaire, as the rule cards say (the profession's name since Law 46-21)",
    },
    {
      phrase: /\b(?:[Cc]et|[Cc]es|autre|nouvel) horaires?\b(?! d)|Horaires libres/,
      instead: "créneau: a slot one books, as the demo form's créneaux",
    },
    { phrase: /Support aux clients/, instead: "Support client" },
    {
      phrase: /\bUrbis est (?:conçu|né|pensé|prêt)(?!\p{L})|\bpour la vie réelle\b/u,
      instead: "Urbis est conçue (une plateforme, au féminin); le quotidien",
    },
    {
      phrase: /\bsalle commune\b/i,
      instead: "salle polyvalente, as the booking views say (docs/glossary.md)",
    },
    {
      phrase: /\bheures? de Casablanca\b|\bcelles de Casablanca\b/i,
      instead: "heure du Maroc (Casablanca), as the demo form and the contact page (docs/glossary.md)",
    },
    {
      phrase: /\bblocs?\b|\bbâtiments?\b/i,
      instead: "immeuble: a building of a residence, « l'immeuble B » as the views say (docs/glossary.md)",
    },
  ],
  en: [
    { phrase: /\bOn quote\b/, instead: "Price on request" },
    { phrase: /Work e-?mail/i, instead: "E-mail: volunteer syndics write from a personal address" },
    { phrase: /has had its time/, instead: "once its retention period is over" },
    { phrase: /as it is programmed/, instead: "The measures our service applies" },
    { phrase: /across the kingdom/i, instead: "across Morocco" },
    {
      phrase: /\bproperties (?:managed|in Morocco already)|over \{count\} properties/i,
      instead: "residences",
    },
    { phrase: /on your own (?:residence|buildings)\b/, instead: "at work with your own buildings" },
    { phrase: /\bIts reference is\b/, instead: "Your reference is" },
    { phrase: /commits you to nothing/, instead: "free, with no obligation" },
    { phrase: /We state an availability/, instead: "Our stated availability is" },
    { phrase: /for a reason on Urbis's side/, instead: "for a reason within Urbis's control" },
    { phrase: /as a matter of course/, instead: "automatically" },
    { phrase: /\bDid not make this request\?/, instead: "If you did not make this request" },
    {
      phrase: /(?<!\ba )\blots?\b(?! of\b)/i,
      instead: "unit: a lot of co-ownership is a unit in English (docs/glossary.md)",
    },
    { phrase: /\bA help with\b/, instead: "Help with" },
    { phrase: /\bHere is whether\b/, instead: "Plan by plan, whether this feature is included" },
    { phrase: /\bthe Kingdom(?:'s)?\b/i, instead: 'Morocco ("le Royaume" is French usage)' },
    {
      phrase: /\bguard post\b|\bsecurity lodge\b|\bbooking book\b/i,
      instead: "the gatehouse, as the views say; a booking register",
    },
    {
      phrase: /\b\d{1,2}(?::\d{2})? ?(?:am|pm|a\.m\.|p\.m\.)(?!\w)/i,
      instead: "a 24-hour time (09:00, 13:00), as every time on the site (decision 061)",
    },
    { phrase: /\bdisturbed for nothing\b/, instead: "disturbed needlessly" },
    { phrase: /\bworth the same as\b/, instead: "count as" },
    { phrase: /\bset on quote\b/, instead: "quoted (sur devis)" },
    { phrase: /\bthe whole difference with\b/, instead: "what sets it apart from" },
    { phrase: /\bcharge calls?\b/, instead: "service charge demands (appels de charges)" },
    { phrase: /\bthe GM\b/, instead: "the general meeting (GM is no English abbreviation)" },
    { phrase: /"/, instead: "curly quotation marks “…” (docs/glossary.md)" },
    {
      phrase: /\b(?:the|its) delay\b|\bno delay\b/i,
      instead: 'time limit, notice period ("délai" is not a delay)',
    },
    { phrase: /\bbetween equals\b/, instead: "in a tie" },
    { phrase: /\bdemos to come\b/, instead: "upcoming demos" },
    { phrase: /\btailored offer\b/, instead: "tailored plan (offre is a plan)" },
    { phrase: /\bbailiffs?\b/i, instead: "judicial officer (commissaire judiciaire), as the rule cards say" },
    {
      phrase: /\barticles? \d/,
      instead: "Article 16, capitalised as the rule cards and the privacy policy write it",
    },
    { phrase: /\bdecree \d/, instead: "Decree 2.23.700, a cited text like Law 18-00" },
    { phrase: /\bBulletin officiel\b/, instead: "the Official Bulletin" },
    { phrase: /\d MAD\b/, instead: "MAD 200,000, as the site formats amounts" },
    { phrase: /\bwork done well\b/, instead: "a job well done" },
    {
      phrase: /\bflats?\b/i,
      instead: "apartment, as the feature pages and the views say (docs/glossary.md)",
    },
    {
      phrase: /\b(?:function|common) rooms?\b/i,
      instead: "community room, as the views say (docs/glossary.md)",
    },
    { phrase: /façade/i, instead: "facade, without the cedilla in English" },
    {
      phrase: /\bCasablanca time\b|\bMorocco time\b/i,
      instead: "Moroccan time (Casablanca), as the demo form and the contact page (docs/glossary.md)",
    },
    {
      phrase: /\bblocks? [A-Z]\b|\bblock by block\b|-block\b/,
      instead: "building: a building of a residence, building B as the views say (docs/glossary.md)",
    },
    { phrase: /\bsecurity guards?\b/i, instead: "security staff, the role's name (docs/glossary.md, Roles)" },
    { phrase: /\bcommercial units?\b/i, instead: "shop (docs/glossary.md)" },
  ],
};

describe("copy a native writer signs", () => {
  it("recognises each calque, and not the native wording that replaced it", () => {
    const found = (code: "fr" | "en", text: string) => calques[code].some(({ phrase }) => phrase.test(text));
    expect(found("fr", "Plus de 500 propriétés nous font confiance")).toBe(true);
    expect(found("fr", "Voyez Urbis sur votre résidence")).toBe(true);
    expect(found("fr", "Plus de 500 résidences nous font confiance")).toBe(false);
    expect(found("en", "On quote")).toBe(true);
    expect(found("en", "Price on request")).toBe(false);
    expect(found("fr", "Formule choisie")).toBe(true);
    expect(found("fr", "Des formules qui calculent les sous-totaux")).toBe(false);
    expect(found("fr", "Notifications par huissier de justice, par lot et par an")).toBe(true);
    expect(found("fr", "Avis remis par un commissaire judiciaire (anciennement huissier de justice).")).toBe(
      false,
    );
    expect(found("fr", "L'invitation à jour part vers {email}.")).toBe(true);
    expect(found("fr", "Khadija Lahlou · départ vers {time}")).toBe(false);
    expect(found("en", "The delay for challenging a decision of the meeting in court.")).toBe(true);
    expect(found("en", "The time limit for challenging a decision of the meeting in court.")).toBe(false);
    expect(found("fr", "Réserver cet horaire")).toBe(true);
    expect(found("fr", "Urbis est conçu pour les syndics")).toBe(true);
    expect(found("fr", "Urbis est née au Maroc")).toBe(false);
    expect(found("fr", "Votre avis sur le nouvel horaire de fermeture de la piscine")).toBe(false);
    expect(found("en", "as article 16 bis 2 requires")).toBe(true);
    expect(found("en", "as Article 16 bis 2 requires")).toBe(false);
    expect(found("en", "I let my flat for short stays.")).toBe(true);
    expect(found("en", "I let my apartment for short stays.")).toBe(false);
    expect(found("en", "Pool, gym, function room")).toBe(true);
    expect(found("en", "Pool, gym, community room")).toBe(false);
    expect(found("fr", "Réservez la salle commune")).toBe(true);
    expect(found("fr", "Réservez la salle polyvalente")).toBe(false);
    expect(found("fr", "{day} à {time}, heure de Casablanca")).toBe(true);
    expect(found("fr", "{day} à {time}, heure du Maroc (Casablanca)")).toBe(false);
    expect(found("en", "{day} at {time}, Casablanca time")).toBe(true);
    expect(found("en", "{day} at {time}, Moroccan time (Casablanca)")).toBe(false);
    expect(found("fr", "Une coupure d'eau au bloc B")).toBe(true);
    expect(found("fr", "Une coupure d'eau à l'immeuble B")).toBe(false);
    expect(found("en", "A water cut in block B")).toBe(true);
    expect(found("en", "A water cut in building B")).toBe(false);
    expect(found("en", "The security guard checks the authorisation")).toBe(true);
    expect(found("en", "Security staff check the authorisation")).toBe(false);
    expect(found("en", "apartments, parking spaces and commercial units")).toBe(true);
    expect(found("en", "apartments, parking spaces and shops")).toBe(false);
  });

  for (const code of ["fr", "en"] as const) {
    it(`has none of the calques found in ${code}`, () => {
      const hits = copyMessages(code).flatMap(({ file, key, message }) =>
        calques[code]
          .filter(({ phrase }) => phrase.test(visibleText(message)))
          .map(({ phrase, instead }) => `${file} ${key}: ${String(phrase)} → ${instead}`),
      );
      expect(hits).toEqual([]);
    });
  }

  it("never calls the address a work e-mail in Arabic either: not the form, not the privacy page", () => {
    const hits = copyMessages("ar")
      .filter(({ message }) => /البريد الإلكتروني المهني|بريد إلكتروني مهني/.test(message))
      .map(({ file, key }) => `${file} ${key}`);
    expect(hits).toEqual([]);
  });

  it("asks the demo form for an e-mail, not a work e-mail, in every language", () => {
    for (const code of ["fr", "en", "ar"]) {
      const messages = new Map(copyMessages(code).map(({ key, message }) => [key, message]));
      // The same plain label as the contact form's: a volunteer syndic's personal address is welcome.
      expect(messages.get("forms.demo.email.label"), code).toBe(messages.get("forms.contact.email.label"));
    }
  });

  it("names each role the same way wherever a list of roles shows it (docs/glossary.md, Roles)", () => {
    for (const code of ["fr", "en"]) {
      const messages = new Map(copyMessages(code).map(({ key, message }) => [key, message]));
      for (const role of ["MANAGER", "SYNDIC", "OWNER", "RESIDENT", "STAFF", "SECURITY"]) {
        const features = messages.get(`features.roles.${role}`);
        expect(features, `${code} ${role}`).toBeTruthy();
        expect(messages.get(`company.testimonials.filter.role.${role}`), `${code} ${role}`).toBe(features);
      }
    }
  });

  it('calls a line of the budget "poste" in French and "budget line" in English (docs/glossary.md)', () => {
    // "Poste" is the accountant's word, the one the budget template's column already used; the charges
    // split said "rubrique", and in English "heading". The forum's rubriques are another thing.
    const drift = { fr: /\brubriques?\b/i, en: /\bheadings?\b|\bline items?\b/i };
    const hits = (["fr", "en"] as const).flatMap((code) =>
      copyMessages(code)
        .filter(({ key }) => key.startsWith("tools."))
        .filter(({ message }) => drift[code].test(visibleText(message)))
        .map(({ file, key }) => `${file} ${key}`),
    );
    expect(hits).toEqual([]);
    expect(drift.fr.test("Ajouter une rubrique")).toBe(true);
    expect(drift.en.test("By heading")).toBe(true);
    expect(budgetCopy.fr.columns[0]).toBe("Poste");
    expect(JSON.stringify(budgetCopy.fr)).not.toMatch(drift.fr);
    const messages = (code: string) => new Map(copyMessages(code).map(({ key, message }) => [key, message]));
    expect(messages("fr").get("tools.charges.budget.name")).toBe("Poste");
    expect(messages("en").get("tools.charges.budget.name")).toBe("Budget line");
  });

  it('explains "syndic" to an English reader where the home page first says it', () => {
    const lead = copyMessages("en").find(({ key }) => key === "home.hero.lead")?.message ?? "";
    expect(lead).toMatch(/\bsyndics \([^)]*co-owned building[^)]*\)/);
  });

  it('calls the règlement de copropriété "the co-ownership rules" in English, never "house rules"', () => {
    // "House rules" is the règlement intérieur, a different document (features.document-library).
    const english = new Map(copyMessages("en").map(({ key, message }) => [key, message]));
    const hits = copyMessages("fr")
      .filter(({ message }) => /règlement de copropriété/i.test(message))
      .filter(({ key }) => /\bhouse rules\b/i.test(english.get(key) ?? ""))
      .map(({ key }) => key);
    expect(hits).toEqual([]);
  });

  it("names the toolbox's clear button on the privacy page as the tools show it", () => {
    for (const code of ["fr", "en", "ar"]) {
      const messages = new Map(copyMessages(code).map(({ key, message }) => [key, message]));
      for (const [storage, tool] of [
        ["tools-charges-split", "charges"],
        ["tools-savings-estimator", "savings"],
        ["tools-general-assembly", "assembly"],
      ]) {
        const label = messages.get(`tools.${tool}.clear`) ?? "";
        expect(label, `${code} tools.${tool}.clear`).not.toBe("");
        expect(messages.get(`legal.privacy.storage.${storage}`), `${code} ${storage}`).toContain(label);
      }
    }
  });

  it("has none of the calques found in Arabic", () => {
    // Each was found in a whole read of the Arabic pages; the wording beside it replaced it.
    const arabic: { phrase: RegExp; instead: string }[] = [
      { phrase: /لما يتجاوز/, instead: "إذا تجاوز العدد…، أو: أي أكثر من… («au-delà de» word for word)" },
      { phrase: /شاهدوا[^.؟،]{0,30} على (?:إقامتكم|عماراتكم)/, instead: "اكتشفوا ما تقدّمه… لإقامتكم" },
      { phrase: /كما هي مبرمجة/, instead: "التدابير التي تطبّقها خدمتنا" },
      { phrase: /نعلن عن نسبة توافر/, instead: "نسبة التوافر التي نعلنها هي…" },
      { phrase: /تذكير بسيط/, instead: "نذكّركم بأن… («petit rappel»)" },
      { phrase: /(?:^|[.!؟]\s)لم تقدموا هذا الطلب؟/, instead: "إذا لم تقدّموا هذا الطلب، فتجاهلوا…" },
      { phrase: /السانديكات/, instead: "السانديك, invariable as everywhere on the site" },
      { phrase: /سكربت/, instead: "JavaScript, or برامج الصفحة as the trust centre says" },
      { phrase: /(?<!\p{L})[بل] (?=[A-Za-z])/u, instead: "بـUrbis, لـiPhone: no space after the tatweel" },
    ];
    const bare = (text: string) => visibleText(text).replace(/[\u064b-\u065f\u0670\u0640]/gu, "");
    expect(arabic.some(({ phrase }) => phrase.test(bare("شاهدوا باقتكم على إقامتكم")))).toBe(true);
    expect(arabic.some(({ phrase }) => phrase.test(bare("اكتشفوا الباقة التي تناسب إقامتكم")))).toBe(false);
    const hits = copyMessages("ar").flatMap(({ file, key, message }) =>
      arabic
        .filter(({ phrase }) => phrase.test(bare(message)))
        .map(({ phrase, instead }) => `${file} ${key}: ${String(phrase)} → ${instead}`),
    );
    expect(hits).toEqual([]);
  });
});
