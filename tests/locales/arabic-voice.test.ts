import { describe, expect, it } from "vitest";
import { arabicProblems } from "../../scripts/copy/arabic";
import { copyMessages } from "../support/copy-files";

/**
 * One Arabic voice (docs/glossary.md, "Writing conventions"): the reader is addressed in the plural
 * of respect, buttons and e-mails included, and Urbis is feminine (a platform: "تساعدكم Urbis").
 * Heuristic: a list of the site's verbs and of the patterns that give Urbis a masculine verb.
 */

/** Messages where a flagged word is right, with the reason (e.g. a first-person testimonial). */
const exceptions: { key: string; found: string; reason: string }[] = [];

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
