import type { TemplateLanguage } from "./languages";

import type { DecreeObligation } from "../decree-2-23-700";

/**
 * The words of the yearly forecast budget template. Its headings are the usual ones of a
 * building's running costs, not the model budget of decree 2.23.700 (2023), whose text was not
 * found (decisions 041, 054). What the press reports of the decree is used, and said to be
 * reported: under the total, what applies to a budget of that size (`decree`), and in the notes.
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
  /** What the decree asks of a budget of this total, as the press reports it. */
  decree: { label: string; obligations: Record<DecreeObligation, string> };
  notes: string[];
};

export const budgetCopy: Record<TemplateLanguage, BudgetCopy> = {
  fr: {
    sheet: "Budget prévisionnel",
    notesSheet: "À lire",
    title: "Budget prévisionnel du syndicat des copropriétaires",
    fields: ["Résidence :", "Exercice :"],
    caveat:
      "Postes usuels d'une copropriété, à adapter. Selon la presse, le décret 2.23.700 (projet adopté le 21 décembre 2023) prévoit un budget type, dont le texte n'a pas été trouvé : ce modèle ne prétend pas le suivre.",
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
    quarter: "Provision par trimestre, si l'assemblée appelle les fonds par trimestre (total ÷ 4)",
    decree: {
      label: "Selon le total, ce que prévoit le décret 2.23.700 tel que la presse le rapporte",
      obligations: {
        "chart-of-accounts": "plan comptable des copropriétés",
        "some-annexes": "quelques annexes seulement (budget de 200 000 MAD ou moins)",
        "full-accounts": "comptes complets (budget de plus de 200 000 MAD)",
        auditor: "comptes certifiés par un commissaire aux comptes (budget de plus de 1 000 000 MAD)",
        "records-five-years": "pièces conservées cinq ans et remises au nouveau syndic",
      },
    },
    notes: [
      "Qui le remplit : le syndic, qui le présente à l'assemblée générale ; l'assemblée l'approuve.",
      "Quand : la première assemblée approuve le budget prévisionnel (loi 18-⁠00 modifiée par la loi 106-⁠12, article 16 bis 1).",
      "Les comptes du syndicat (budget prévisionnel, charges et produits de l'exercice, situation de trésorerie, annexes au budget) sont établis selon des règles comptables spécifiques fixées par voie réglementaire (article 24).",
      "Décret 2.23.700 : le Conseil de gouvernement en a adopté le projet le 21 décembre 2023, pour l'application de l'article 24 (maroc.ma). Selon la presse (Médias24, 14 janvier 2024 ; Le360), il prévoit un plan comptable des copropriétés ; des comptes complets au-delà de 200 000 MAD de budget annuel ; leur certification par un commissaire aux comptes au-delà de 1 000 000 MAD ; la conservation des pièces pendant cinq ans et leur remise au nouveau syndic. Ni son texte ni sa publication au Bulletin officiel n'ont été trouvés : vérifiez votre budget au regard du texte publié.",
      "Chaque lot en paie une part selon sa quote-part ; la répartition se calcule avec l'outil de répartition des charges d'Urbis.",
      "Une aide, pas un conseil juridique : votre règlement de copropriété et les décisions de votre assemblée priment.",
    ],
  },
  ar: {
    sheet: "الميزانية التقديرية",
    notesSheet: "للقراءة",
    title: "الميزانية التقديرية لاتحاد الملاك",
    fields: ["الإقامة:", "السنة المالية:"],
    caveat:
      "البنود المعتادة في الملكية المشتركة، تُكيَّف حسب عمارتكم. حسب الصحافة، ينص المرسوم رقم 2.23.700 (صودق على مشروعه في 21 دجنبر 2023) على ميزانية نموذجية، ولم نعثر على نصه: هذا النموذج لا يدّعي اتباعه.",
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
          "الحراسة وخدمات الحارس (الأجور والتحملات الاجتماعية)",
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
    quarter: "المساهمة عن كل ربع سنة، إن كان الجمع العام يستخلص المساهمات كل ربع سنة (المجموع ÷ 4)",
    decree: {
      label: "حسب المجموع، ما ينص عليه المرسوم رقم 2.23.700 كما أوردته الصحافة",
      obligations: {
        "chart-of-accounts": "مخطط محاسبي خاص بالملكيات المشتركة",
        "some-annexes": "بعض الملحقات فقط (ميزانية لا تتجاوز 200.000 درهم)",
        "full-accounts": "حسابات كاملة (ميزانية تتجاوز 200.000 درهم)",
        auditor: "حسابات يصادق عليها مراقب للحسابات (ميزانية تتجاوز 1.000.000 درهم)",
        "records-five-years": "حفظ الوثائق خمس سنوات وتسليمها إلى السانديك الجديد",
      },
    },
    notes: [
      "من يملؤها: السانديك، الذي يعرضها على الجمع العام؛ ويصادق عليها الجمع العام.",
      "متى: يصادق الجمع العام الأول على الميزانية التقديرية (القانون رقم 18.00 كما غيّره القانون رقم 106.12، المادة 16 مكرر 1).",
      "تُعَدّ حسابات الاتحاد (الميزانية التقديرية، وتكاليف السنة المالية ومنتوجاتها، ووضعية الخزينة، وملحقات الميزانية) وفق قواعد محاسبية خاصة تُحدَّد بنص تنظيمي (المادة 24).",
      "المرسوم رقم 2.23.700: صادق مجلس الحكومة على مشروعه في 21 دجنبر 2023، تطبيقًا للمادة 24 (maroc.ma). وحسب الصحافة (Médias24، 14 يناير 2024؛ Le360)، ينص على مخطط محاسبي خاص بالملكيات المشتركة، وعلى حسابات كاملة إذا تجاوزت الميزانية السنوية 200.000 درهم، وعلى مصادقة مراقب للحسابات عليها إذا تجاوزت 1.000.000 درهم، وعلى حفظ الوثائق خمس سنوات وتسليمها إلى السانديك الجديد. لم نعثر على نصه ولا على نشره في الجريدة الرسمية: راجعوا ميزانيتكم في ضوء النص المنشور.",
      "تؤدي كل وحدة نصيبها حسب حصتها؛ ويمكنكم حساب التوزيع بأداة توزيع التكاليف في Urbis.",
      "وسيلة مساعدة، لا استشارة قانونية: نظام الملكية المشتركة لعمارتكم وقرارات جمعكم العام هي المرجع.",
    ],
  },
};
