import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readBuiltPages } from "../../scripts/seo/built-pages";
import { visibleText } from "../../scripts/copy/icu-text";
import { clientDir, describeBuilt } from "../support/built-site";
import { copyMessages } from "../support/copy-files";

/**
 * One Arabic term per concept (docs/glossary.md, decision 060): the words the site settled on, and
 * the variants that drifted in beside them. Each rule names the term to use; `keys` lists messages
 * where the same letters mean something else (الوظائف: jobs, on the careers page).
 */
const word = (body: string) =>
  new RegExp(`(?<!\\p{L})(?:[وبلف]?ال|لل|[وبلف])?(?:${body})(?:ها|هم|نا|كم|ه|ي)?(?!\\p{L})`, "u");
const rules: { concept: string; use: string; banned: RegExp; keys?: RegExp }[] = [
  { concept: "charges", use: "التكاليف المشتركة", banned: word("أعبا[ءئؤ]|تحملات") },
  // قطع غيار (spare parts) and بقطع الغاز (cutting the gas off) are other words.
  {
    concept: "lot",
    use: "الوحدة (ج. الوحدات)",
    banned:
      /(?<!\p{L})(?:[وبلف]?ال|[وبلف])?قطع(?:ة|تي|ي|ها|ه|هم|كم)(?!\p{L})|(?<!\p{L})[وبف]?(?:ال|لل)قطع(?!\p{L})(?! غيار)/u,
  },
  { concept: "feature", use: "الميزة (ج. الميزات)", banned: word("خصائص|خاصية|مزايا") },
  {
    concept: "feature",
    use: "الميزة (ج. الميزات)",
    banned: word("وظائف|وظيفة"),
    keys: /^(?:company\.careers\.|nav\.company\.careers$)/,
  },
  { concept: "management", use: "التسيير", banned: word("تدبير|إدارة|يدير|تدير") },
  { concept: "plumber", use: "تقني الترصيص، الترصيص", banned: /سباك|سباكة|سباكون|سباكين/u },
  { concept: "extinguisher", use: "أجهزة إطفاء الحريق", banned: /طفاي|مطافئ|مطفأة|مطفئة/u },
  {
    concept: "authorisation",
    use: "إذن الولوج (ج. أذونات الولوج)",
    banned:
      /تصاريح|تراخيص|رخص(?:ة)? (?:ال)?(?:دخول|ولوج)|تصريح (?:ال)?(?:دخول|ولوج)|(?<!\p{L})[وبلف]?(?:ال)?أذون(?:ها|ه|هم|كم)?(?!\p{L})/u,
  },
  // An amenity is a مرفق; فضاء stays for a space of the app (فضاء الزبناء) or a shared workspace.
  {
    concept: "amenity",
    use: "المرفق المشترك (ج. المرافق المشتركة)",
    banned: /(?<!\p{L})[وبلف]?(?:ال|لل)فضاء(?:ات)? المشترك(?:ة)?(?!\p{L})|(?<!\p{L})[وبلف]?كل فضاء(?!\p{L})/u,
  },
  { concept: "gatehouse", use: "مركز الحراسة", banned: /مكتب الحراسة|غرفة الحارس/u },
  // A flat's viewing by a buyer or a tenant; زيارة stays for a visitor's visit (سجل الزوار).
  {
    concept: "viewing",
    use: "المعاينة",
    banned: /طلبات? (?:ال)?زيارة (?:ال)?شق|طلبات (?:ال)?زيارة(?!\p{L})/u,
  },
  { concept: "FAQ", use: "الأسئلة الشائعة", banned: /أسئلة متكررة|الأسئلة المتكررة/u },
  { concept: "customer", use: "الزبون (ج. الزبناء)", banned: word("عملا[ءئؤ]|عميل|زبائن") },
  { concept: "native apps", use: "تطبيقات مصمَّمة للهاتف", banned: /تطبيقات[^.،]{0,16}أصلية/u },
  // A paper diary stays مفكرة ورقية; the calendar an .ics file or an event goes into is التقويم.
  {
    concept: "calendar",
    use: "التقويم",
    banned: /مفكرت(?:كم|ه|ها|ي|نا)|ملف (?:ال)?مفكرة|للمفكرة|يومية (?:مشتركة|كل|للإقامات)|اليومية نفسها/u,
  },
  { concept: "minutes", use: "دقيقتين، 5 دقائق (words, not «د»)", banned: /\d\s?د(?![\p{L}.])/u },
  // The salle polyvalente, or salle commune, of a residence.
  {
    concept: "community room",
    use: "القاعة المشتركة",
    banned: /متعدد(?:ة)? الاستعمالات|متعدد(?:ة)? الأغراض/u,
  },
  // A brand keeps its own letters, as the site writes Urbis, Excel and WhatsApp.
  { concept: "WhatsApp", use: "WhatsApp", banned: /وات?س ?آ?اب/u },
];

/** Harakat, shadda and tatweel: "السبّاك" is "السباك" to the rules. */
const marks = /[\u064b-\u065f\u0670\u0640]/gu;

/** The drifting variants in a text: a message's (`key`), or a built page's (no key: the rules with
 * exceptions are held in the copy only, where the messages that use their letters are known). */
function driftIn(written: string, key?: string): string[] {
  const text = written.replace(marks, "");
  return rules
    .filter((rule) => (key === undefined ? !rule.keys : !rule.keys?.test(key)))
    .flatMap((rule) => {
      const found = rule.banned.exec(text);
      return found ? [`${rule.concept}: «${found[0]}», use ${rule.use}`] : [];
    });
}

describe("one Arabic term per concept", () => {
  it("flags each drifting variant, not the chosen terms", () => {
    const key = "views.example";
    for (const drift of [
      "أعباء الملكية المشتركة",
      "إضافة قطعة",
      "القطع",
      "قطعي",
      "خصائص المنصة",
      "الوظائف المستعملة",
      "التدبير الرقمي",
      "نظام إدارة علاقات العملاء",
      "يصل السباك",
      "طفايات الحريق",
      "مطافئ الحريق",
      "تصاريح الدخول",
      "أسئلة متكررة",
      "فضاء العملاء",
      "تطبيقات أصلية للهاتف",
      "تطبيقات محمولة أصلية",
      "أقل من 2 د",
      "جاء السبّاك في اليوم نفسه", // a shadda hides no variant
      "مثل عملائنا تمامًا", // nor does a pronoun
      "ويمكن للتدبير الرقمي أن يخفّضها", // nor ل before the article
      "أضيفوا الاجتماع إلى مفكرتكم",
      "يومية مشتركة لكل ما يجري في الإقامة",
      "الباب الثالث · التحملات وتوزيعها",
      "العمارة ب مع قطعها المشغولة والشاغرة",
      "وكل إقامة بقطعها وطلباتها",
      "الأذون السارية",
      "وأذونها السارية",
      "ولوج منصف إلى الفضاءات المشتركة",
      "وتقويم استغلال كل فضاء",
      "على مكتب الحراسة",
      "دون أن ينزل إلى غرفة الحارس",
      "طلبات زيارة الشقق التي وصلت إلى الفريق",
      "طلبات الزيارة",
      "القاعة متعددة الاستعمالات · السبت",
      "مسبح، قاعة رياضة، قاعة متعددة الاستعمالات",
      "فتح رابط واتساب",
      "مجموعات الواتساب",
    ])
      expect(driftIn(drift, key), drift).not.toEqual([]);
    for (const fine of [
      "التكاليف المشتركة",
      "إضافة وحدة",
      "الميزات المستعملة",
      "التسيير الرقمي",
      "يصل تقني الترصيص",
      "أجهزة إطفاء الحريق",
      "أذونات الولوج",
      "الأسئلة الشائعة",
      "فضاء الزبناء",
      "تطبيقات مصمَّمة للهاتف",
      "أقل من دقيقتين",
      "1.200 د.م.",
      "تصريح لدى شركة التأمين", // a declaration to the insurer, not an access authorisation
      "تقطع", // a verb; the rule reads whole words
      "قطع غيار للمضخة",
      "بقطع الغاز",
      "مواعيدنا مدوّنة في مفكرة لدى الحارس", // a paper diary
      "الحياة اليومية لإقاماتكم", // daily, an adjective
      "الأذونات السارية",
      "ولوج منصف إلى المرافق المشتركة",
      "وفّروا للموظفين فضاءً مشتركًا", // a shared workspace, not an amenity
      "سينقطع الماء",
      "على مكتب في مركز الحراسة",
      "طلبات معاينة الشقق",
      "يسجل عون الأمن الزيارة في سجل الزوار",
      "حجز القاعة المشتركة",
      "فتح رابط WhatsApp",
      "أسئلة متعددة الاختيارات",
    ])
      expect(driftIn(fine, key), fine).toEqual([]);
    expect(driftIn("الوظائف الشاغرة", "company.careers.positions.title")).toEqual([]);
  });

  it("holds every Arabic message to the glossary's terms", () => {
    const found = copyMessages("ar").flatMap(({ file, key, message }) =>
      driftIn(visibleText(message), key).map((drift) => `${file} ${key}: ${drift}`),
    );
    expect(found).toEqual([]);
  });

  it("lists each chosen term in the glossary's Arabic column", () => {
    const glossary = readFileSync(path.join("docs", "glossary.md"), "utf8");
    for (const term of ["التكاليف المشتركة", "الوحدة (ج. الوحدات)", "تقني الترصيص", "أجهزة إطفاء الحريق"])
      expect(glossary, term).toContain(term);
    for (const term of ["الأسئلة الشائعة", "الزبون (ج. الزبناء)", "أذونات الولوج", "تطبيقات مصمَّمة للهاتف"])
      expect(glossary, term).toContain(term);
    for (const term of ["المرفق المشترك", "مركز الحراسة", "المعاينة", "القاعة المشتركة", "الحارس"])
      expect(glossary, term).toContain(term);
  });
});

describeBuilt("one Arabic term per concept, in the built pages", () => {
  let pages: { urlPath: string; text: string }[];
  beforeAll(async () => {
    pages = (await readBuiltPages(clientDir))
      .filter((page) => page.lang === "ar")
      .map((page) => ({
        urlPath: page.urlPath,
        text: page.html
          .replace(/<script\b[\s\S]*?<\/script>/g, " ")
          .replace(/<style\b[\s\S]*?<\/style>/g, " ")
          .replace(/<[^>]+>/g, " "),
      }));
  });

  it("shows no drifting variant on any Arabic page", () => {
    expect(pages.length).toBeGreaterThan(20);
    const found = pages.flatMap(({ urlPath, text }) => driftIn(text).map((drift) => `${urlPath}: ${drift}`));
    expect(found).toEqual([]);
  });
});
