import type { TemplateLanguage } from "./languages";

/**
 * The words of the yearly forecast budget template. Its headings are the usual ones of a
 * building's running costs, not the budget model of decree 2.23.700 (2023): that decree's text
 * could not be read (decision 041), so the sheet says so and claims no structure of it.
 */
export type BudgetGroup = { title: string; subtotal: string; lines: string[] };

export type BudgetCopy = {
  sheet: string;
  notesSheet: string;
  title: string;
  fields: [string, string];
  caveat: string;
  columns: [string, string, string, string];
  groups: [BudgetGroup, BudgetGroup];
  total: string;
  quarter: string;
  notes: string[];
};

export const budgetCopy: Record<TemplateLanguage, BudgetCopy> = {
  fr: {
    sheet: "Budget prévisionnel",
    notesSheet: "À lire",
    title: "Budget prévisionnel du syndicat des copropriétaires",
    fields: ["Résidence :", "Exercice :"],
    caveat:
      "Postes usuels d'une copropriété, à adapter. Selon la presse, le décret 2.23.700 (2023) prévoit un budget type, mais son texte n'a pas pu être consulté : ce modèle ne prétend pas le suivre.",
    columns: ["Poste", "Budget de l'exercice (MAD)", "Réalisé de l'exercice précédent (MAD)", "Observations"],
    groups: [
      {
        title: "A. Charges courantes",
        subtotal: "Total des charges courantes",
        lines: [
          "Gardiennage et conciergerie (salaires et charges sociales)",
          "Nettoyage des parties communes",
          "Électricité des parties communes",
          "Eau des parties communes",
          "Entretien de l'ascenseur",
          "Entretien des espaces verts",
          "Petites réparations et entretien courant",
          "Assurance de l'immeuble",
          "Honoraires du syndic",
          "Frais bancaires",
          "Fournitures, frais postaux et de convocation",
        ],
      },
      {
        title: "B. Travaux et réserves",
        subtotal: "Total des travaux et réserves",
        lines: ["Provision pour gros travaux", "Travaux votés par l'assemblée générale"],
      },
    ],
    total: "Total du budget (A + B)",
    quarter: "Provision par trimestre (total ÷ 4)",
    notes: [
      "Qui le remplit : le syndic, qui le présente à l'assemblée générale ; l'assemblée l'approuve.",
      "Quand : la première assemblée approuve le budget prévisionnel (loi 18-00 modifiée par la loi 106-12, article 16 bis 1) ; ensuite, l'assemblée le vote chaque année (article non trouvé dans les sources consultées).",
      "Les provisions sont exigibles le premier jour de chaque trimestre ou de la période fixée par l'assemblée, selon un article de presse qui cite l'article 24, non vérifié dans le texte officiel.",
      "Chaque lot en paie une part selon sa quote-part fixée par le règlement de copropriété (loi 18-00 modifiée, article 9) ; la répartition se calcule avec l'outil de répartition des charges d'Urbis.",
      "Décret 2.23.700 (2023) : son projet, adopté en Conseil de gouvernement le 21 décembre 2023, fixe les règles comptables des syndicats de copropriétaires, dont un budget type selon la presse. Ni son texte ni sa publication au Bulletin officiel n'ont été trouvés : vérifiez votre budget au regard du texte publié.",
      "Une aide, pas un conseil juridique : votre règlement de copropriété et les décisions de votre assemblée priment.",
    ],
  },
  ar: {
    sheet: "الميزانية التقديرية",
    notesSheet: "للقراءة",
    title: "الميزانية التقديرية لاتحاد الملاك",
    fields: ["الإقامة:", "السنة المالية:"],
    caveat:
      "البنود المعتادة في الملكية المشتركة، تُكيَّف حسب عمارتكم. حسب الصحافة، ينص المرسوم رقم 2.23.700 (2023) على ميزانية نموذجية، لكننا لم نتمكن من الاطلاع على نصه: هذا النموذج لا يدّعي اتباعه.",
    columns: [
      "البند",
      "ميزانية السنة المالية (بالدرهم)",
      "المنجَز فعلًا في السنة المالية السابقة (بالدرهم)",
      "ملاحظات",
    ],
    groups: [
      {
        title: "أ. التكاليف الجارية",
        subtotal: "مجموع التكاليف الجارية",
        lines: [
          "الحراسة وخدمات البوّاب (الأجور والتحملات الاجتماعية)",
          "تنظيف الأجزاء المشتركة",
          "كهرباء الأجزاء المشتركة",
          "ماء الأجزاء المشتركة",
          "صيانة المصعد",
          "صيانة المساحات الخضراء",
          "الإصلاحات الصغيرة والصيانة الجارية",
          "تأمين العمارة",
          "أتعاب السانديك",
          "المصاريف البنكية",
          "اللوازم ومصاريف البريد والدعوات",
        ],
      },
      {
        title: "ب. الأشغال والاحتياطات",
        subtotal: "مجموع الأشغال والاحتياطات",
        lines: ["مؤونة الأشغال الكبرى", "أشغال صادق عليها الجمع العام"],
      },
    ],
    total: "مجموع الميزانية (أ + ب)",
    quarter: "المساهمة عن كل ربع سنة (المجموع ÷ 4)",
    notes: [
      "من يملؤها: السانديك، الذي يعرضها على الجمع العام؛ ويصادق عليها الجمع العام.",
      "متى: يصادق الجمع العام الأول على الميزانية التقديرية (القانون رقم 18.00 كما غيّره القانون رقم 106.12، المادة 16 مكرر 1)؛ ثم يصوّت عليها الجمع العام كل سنة (لم نعثر على المادة في المصادر التي اطلعنا عليها).",
      "تُستحق المساهمات في اليوم الأول من كل ربع سنة أو من الفترة التي يحددها الجمع العام، حسب مقال صحفي يذكر المادة 24، ولم يُتحقق من ذلك في النص الرسمي.",
      "تؤدي كل وحدة نصيبها حسب حصتها المحددة في نظام الملكية المشتركة (القانون رقم 18.00 كما غيّره القانون رقم 106.12، المادة 9)؛ ويمكنكم حساب التوزيع بأداة توزيع التكاليف في Urbis.",
      "المرسوم رقم 2.23.700 (2023): صادق مجلس الحكومة على مشروعه في 21 دجنبر 2023، وهو يحدد القواعد المحاسبية لاتحادات الملاك، ومنها ميزانية نموذجية حسب الصحافة. لم نعثر على نصه ولا على نشره في الجريدة الرسمية: راجعوا ميزانيتكم في ضوء النص المنشور.",
      "وسيلة مساعدة، لا استشارة قانونية: نظام الملكية المشتركة لعمارتكم وقرارات جمعكم العام هي المرجع.",
    ],
  },
};
