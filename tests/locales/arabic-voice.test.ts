import { describe, expect, it } from "vitest";
import { arabicProblems } from "../../scripts/copy/arabic";
import { visibleText } from "../../scripts/copy/icu-text";
import { copyMessages } from "../support/copy-files";

/**
 * One Arabic voice (docs/glossary.md, "Writing conventions"): the reader is addressed in the plural
 * of respect, buttons and e-mails included, and Urbis is feminine (a platform: "تساعدكم Urbis").
 * Heuristic: a list of the site's verbs and of the patterns that give Urbis a masculine verb.
 */

/** Messages where a flagged word is right, with the reason (e.g. a first-person testimonial). */
const exceptions: { key: string; found: string; reason: string }[] = [];

/**
 * Calques found in a whole read of the Arabic feature pages (issue 34 §4): French turns put into
 * Arabic words, and the Arabic a native writer puts instead. A phrase that comes back fails.
 */
const calques: { phrase: RegExp; instead: string }[] = [
  { phrase: /في الوقت نفسه مع/u, instead: "مع جيرانكم في الوقت نفسه («en même temps que»)" },
  { phrase: /مرة من كل مرتين/u, instead: "في نصف المرات («une fois sur deux»)" },
  { phrase: /تحت السيطرة/u, instead: "مضبوطة («maîtrisées»)" },
  { phrase: /من هو من/u, instead: "هوية كل واحد («qui est qui»)" },
  {
    phrase: /الشخص الخطأ|(?:العمارة|الهاتف) الصحيح/u,
    instead: "غير صاحبه، العمارة المقصودة («le bon, le mauvais»)",
  },
  { phrase: /شاهدوها تعمل/u, instead: "اكتشفوها وهي تعمل («voyez-la fonctionner»)" },
  { phrase: /عالقة مفتوحة/u, instead: "لا تُغلق («bloquée ouverte»)" },
  { phrase: /رقم (?:ال)?\p{L}+ لا يجيب/u, instead: "السانديك لا يرد على الهاتف (a number does not answer)" },
  { phrase: /على \{(?:time|from|until)\}/u, instead: "على الساعة {time}" },
  { phrase: /الفرق كله مع/u, instead: "وهنا يكمن الفرق بينها وبين («toute la différence avec»)" },
  {
    phrase: /تُسيَّر بواسطة Urbis|تسير بواسطة Urbis/u,
    instead: "التي تستعمل Urbis (a residence is run by its syndic)",
  },
  // أصلًا is "at all" after a negation ("لم يروا النقاش أصلًا"); for «déjà», بالفعل or من قبل.
  {
    phrase: /(?<!(?:لم|لا|لن|ما|ليس|ليست|دون|بلا)(?:[^.،؛:!?؟]{0,60}))أصل\u064b?ا\u064b?(?!\p{L})/u,
    instead: "بالفعل، من قبل («déjà»)",
  },
  {
    phrase: /(?<!\p{L})من طرف(?!\p{L})(?! (?:إلى|لآخر))/u,
    instead: "حجزه شخص آخر، من ثلث الملاك («de la part de»)",
  },
];

describe("the Arabic voice", () => {
  it("flags singular address and a masculine Urbis, not plurals, first persons or nouns", () => {
    const rules = (text: string) => arabicProblems(text).map((p) => p.rule);
    expect(rules("احجز عرضًا توضيحيًا")).toEqual(["singular imperative"]);
    expect(rules("اكتشف الميزات")).toEqual(["singular imperative"]);
    expect(rules("تواصل معنا")).toEqual(["singular imperative"]);
    expect(rules("أعد المحاولة. أدخل بياناتك من جديد.")).toEqual([
      "singular imperative",
      "singular imperative",
      "singular you",
    ]);
    expect(rules("يجمع Urbis السانديك والسكان")).toEqual(["Urbis in the masculine"]);
    expect(rules("ما يغيّره Urbis، بالأرقام")).toEqual(["Urbis in the masculine"]);
    expect(rules("ما غيّره Urbis في إقاماتهم")).toEqual(["Urbis in the masculine"]);
    expect(rules("وUrbis جاهز للاستعمال")).toEqual(["Urbis in the masculine"]);
    for (const fine of [
      "احجزوا عرضًا توضيحيًا",
      "اكتشفوا الميزات",
      "تواصلوا معنا",
      "تجمع Urbis السانديك والسكان",
      "ما غيّرته Urbis في إقاماتهم",
      "يسيّرون إقاماتهم مع Urbis",
      "أرسل إليه الوثيقة بدل البحث", // a resident speaking: "I send"
      "والحارس الذي اتصل به في الأخير", // "who called": a past tense, not "call us"
      "سجل الزوار والدخول", // the visitor log, a noun
      "يستعمل كل شخص Urbis بالعربية",
    ])
      expect(rules(fine), fine).toEqual([]);
  });

  it("addresses the reader in the plural and makes Urbis feminine, in every Arabic message", () => {
    const found = copyMessages("ar").flatMap(({ file, key, message }) =>
      arabicProblems(message)
        .filter((p) => !exceptions.some((e) => e.key === key && e.found === p.found))
        .map((p) => `${file} ${key}: ${p.rule} «${p.found}»`),
    );
    expect(found).toEqual([]);
  });
});

describe("Arabic that reads written, not translated", () => {
  const found = (text: string) => calques.some(({ phrase }) => phrase.test(text));

  it("recognises each calque, and not the wording that replaced it", () => {
    expect(found("تعلمون بالأشغال في الوقت نفسه مع جيرانكم")).toBe(true);
    expect(found("تعلمون بالأشغال مع جيرانكم في الوقت نفسه")).toBe(false);
    expect(found("فيذهب أول استدعاء إلى الشخص الخطأ.")).toBe(true);
    expect(found("فيذهب أول استدعاء إلى غير صاحبه.")).toBe(false);
    expect(found("ورقم السانديك لا يجيب")).toBe(true);
    expect(found("والسانديك لا يرد على الهاتف")).toBe(false);
    expect(found("دخل على {time}")).toBe(true);
    expect(found("دخل على الساعة {time}")).toBe(false);
    expect(found("راسلونا على {email}")).toBe(false);
    expect(found("تكاليف مستحقة أصلًا ستستخلصها الإقامة")).toBe(true);
    expect(found("لدينا أصلا عدة مجموعات")).toBe(true);
    expect(found("تكاليف مستحقة من قبل ستستخلصها الإقامة")).toBe(false);
    expect(found("والسكان الجدد لم يروا النقاش أصلًا.")).toBe(false);
    expect(found("حُجز هذا الموعد للتو من طرف شخص آخر.")).toBe(true);
    expect(found("حجز شخص آخر هذا الموعد للتو.")).toBe(false);
    expect(found("من طرف إلى آخر")).toBe(false);
  });

  it("has none of them in any Arabic message", () => {
    const hits = copyMessages("ar").flatMap(({ file, key, message }) =>
      calques
        .filter(({ phrase }) => phrase.test(visibleText(message)) || phrase.test(message))
        .map(({ phrase, instead }) => `${file} ${key}: ${String(phrase)} → ${instead}`),
    );
    expect(hits).toEqual([]);
  });
});
