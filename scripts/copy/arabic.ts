import { mapText, visibleText } from "./icu-text";

/**
 * The Arabic voice (docs/glossary.md, "Writing conventions"): the reader is addressed in the plural
 * of respect (احجزوا، اكتشفوا، تواصلوا), buttons included, and Urbis is feminine — a platform,
 * "منصة Urbis" or "تساعدكم Urbis" — never "يساعدكم Urbis".
 *
 * Heuristic checks on words the site uses: a verb list, not a grammar. A word flagged by mistake goes
 * in the test's list of exceptions, with the reason.
 */

/** Harakat, shadda and tatweel, which the checks ignore ("جرّب" is "جرب"). */
const marks = /[\u064b-\u065f\u0670\u0640]/g;
export const withoutMarks = (text: string) => text.replace(marks, "");

const letter = "\\p{L}\\p{M}";
/** A whole word, with the conjunctions و and ف that Arabic glues to it. */
const word = (w: string) => `(?<![${letter}])(?:[وف])?${w}(?![${letter}])`;
/** A word that starts a sentence or a clause: at the start, after punctuation, after ثم or و. */
const clauseStart = (w: string) => `(?:^|[.!?؟:؛،…«(]\\s*|\\sثم\\s+|\\sو)${w}(?![${letter}])`;

/**
 * Singular imperatives (written without harakat) and their plural. Whole words anywhere: none of
 * them is also a common noun or a first-person verb (those start with أ, not ا).
 */
export const singularImperatives: Record<string, string> = {
  احجز: "احجزوا",
  اكتشف: "اكتشفوا",
  ابدأ: "ابدؤوا",
  جرب: "جربوا",
  اطلب: "اطلبوا",
  اختر: "اختاروا",
  اقرأ: "اقرؤوا",
  احذف: "احذفوا",
  انقر: "انقروا",
  اضغط: "اضغطوا",
  ادخل: "ادخلوا",
  اعرف: "اعرفوا",
  راسلنا: "راسلونا",
  حمله: "حمّلوه",
};

/** Singular imperatives that are only imperatives in a phrase ("اتصل" alone may be "he called"). */
export const singularImperativePhrases: Record<string, string> = {
  "اتصل بنا": "اتصلوا بنا",
  "تواصل معنا": "تواصلوا معنا",
  "انضم إلينا": "انضموا إلينا",
  "حمل Urbis": "حملوا Urbis",
  "سجل الدخول من جديد": "سجلوا الدخول من جديد",
  "أرسل الرسالة": "أرسلوا الرسالة",
};

/**
 * Imperatives that are also other words (أدخل "I enter", أعد "I prepare"): flagged only where an
 * instruction starts, at the start of a sentence or after ثم / و. أرسل ("was sent"), حدد ("was
 * set") and سجل ("log") are too often something else to be listed.
 */
export const clauseImperatives = ["أدخل", "أعد", "أكد", "حاول", "راجع", "افتح", "تحقق"];

/**
 * "You" in the singular: pronoun suffixes on the site's nouns and prepositions, أنت, and verbs in
 * the second person (a pattern: "ما تحتاجه" is "what you need", "ما تحتاجه الإقامة" is not).
 */
export const singularYou = [
  "أنت",
  "لك",
  "بك",
  "منك",
  "عليك",
  "إليك",
  "لديك",
  "يمكنك",
  "حسابك",
  "بياناتك",
  "معطياتك",
  "جلستك",
  "خروجك",
  "دخولك",
  "طلبك",
  "رسالتك",
  "بريدك",
  "لغتك",
  "هاتفك",
  "إقامتك",
  "تكن",
  "تريد(?!\\s+ال)",
  "تحتاجه(?!\\s+ال)",
];

/** The masculine predicates and pronouns that would make Urbis masculine. */
const masculinePredicates = [
  "هو",
  "جاهز",
  "متكامل",
  "بسيط",
  "متاح",
  "متوفر",
  "مصمم",
  "قادر",
  "مخصص",
  "موجه",
  "مجاني",
  "مناسب",
];

export type ArabicProblem = { rule: string; found: string };

/** What breaks the Arabic voice in a message (its visible text, without harakat). */
export function arabicProblems(message: string): ArabicProblem[] {
  const text = withoutMarks(visibleText(message));
  const problems: ArabicProblem[] = [];
  const find = (rule: string, pattern: string) => {
    for (const m of text.matchAll(new RegExp(pattern, "gu"))) problems.push({ rule, found: m[0].trim() });
  };
  for (const imperative of Object.keys(singularImperatives)) find("singular imperative", word(imperative));
  for (const phrase of Object.keys(singularImperativePhrases)) find("singular imperative", word(phrase));
  for (const imperative of clauseImperatives) find("singular imperative", clauseStart(imperative));
  for (const you of singularYou) find("singular you", word(you));
  // يـ… Urbis: a verb in the masculine with Urbis as its subject ("يجمع Urbis", "ما يغيّره Urbis").
  find("Urbis in the masculine", `(?<![${letter}])[وف]?ي[${letter}]{2,}\\s+Urbis\\b`);
  // ما غيّره Urbis: a past verb with a masculine subject (the feminine is غيّرته).
  find("Urbis in the masculine", `(?:ما|الذي|التي)\\s+(?![وف]?[يت])[${letter}]{2,}[^ت\\s]ه\\s+Urbis\\b`);
  // Urbis جاهز, Urbis هو…: a masculine predicate.
  find("Urbis in the masculine", `Urbis\\s+(?:${masculinePredicates.join("|")})(?![${letter}])`);
  return problems;
}

const markClass = "[\\u064b-\\u065f\\u0670\\u0640]*";
/** `from` as written with or without harakat ("جرب" finds "جرّب"). */
const spelled = (from: string) => [...from].map((c) => (c === " " ? "\\s+" : `${c}${markClass}`)).join("");

/** Plural for the unambiguous singular imperatives (the others need a reader). Idempotent. */
export function fixArabic(message: string): string {
  return mapText(message, (text) => {
    let out = text;
    const rules = [...Object.entries(singularImperatives), ...Object.entries(singularImperativePhrases)];
    for (const [from, to] of rules) {
      const [verb = "", ...rest] = from.split(" ");
      const [pluralVerb = ""] = to.split(" ");
      const pattern = new RegExp(
        `(?<![${letter}])([وف]?)(${spelled(verb)})(?=${rest.length ? "\\s+" + spelled(rest.join(" ")) : ""}(?![${letter}]))`,
        "gu",
      );
      out = out.replace(pattern, (_match, prefix: string, written: string) =>
        // A regular plural adds its ending to the verb as written, harakat kept (جرّب → جرّبوا);
        // the others (اختر → اختاروا) are written as the list gives them.
        pluralVerb.startsWith(verb)
          ? `${prefix}${written}${pluralVerb.slice(verb.length)}`
          : `${prefix}${pluralVerb}`,
      );
    }
    return out;
  });
}
