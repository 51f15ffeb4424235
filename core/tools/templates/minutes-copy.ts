import type { LocaleCode } from "#core/i18n/locales";

/**
 * The words of the general meeting's minutes template (procès-verbal, محضر الجمع العام), in the
 * languages its files are made in. The rules it repeats cite their article as
 * core/content/co-ownership-law.ts gives it, or say that none was found; a rule read in one
 * secondary source only says so. Blanks are for the syndic to fill in.
 */
export type MinutesCopy = {
  title: string;
  subtitle: string;
  meeting: { title: string; fields: string[]; kind: string; kinds: string[] };
  attendance: {
    title: string;
    owners: string;
    shares: string;
    /** Between the count present and the total: "sur". */
    of: string;
    quorum: string;
    yes: string;
    no: string;
    sheet: string;
    rule: string;
  };
  bureau: { title: string; chair: string; secretary: string };
  agenda: {
    title: string;
    votesRule: string;
    item: (n: number) => string;
    resolution: string;
    columns: [string, string, string, string];
    rows: [string, string];
    majority: string;
    result: string;
    outcomes: [string, string];
  };
  closing: { title: string; text: string };
  signatures: { title: string; chair: string; secretary: string; name: string; signature: string };
  after: { title: string; lines: string[] };
};

export const minutesCopy = {
  fr: {
    title: "Procès-verbal de l'assemblée générale des copropriétaires",
    subtitle:
      "Modèle à compléter par le syndic. Une aide, pas un conseil juridique : votre règlement de copropriété et la loi 18-00 modifiée par la loi 106-12 priment.",
    meeting: {
      title: "1. La réunion",
      fields: [
        "Résidence :",
        "Adresse :",
        "Date de la réunion :",
        "Heure d'ouverture :",
        "Lieu :",
        "Convocations envoyées le :",
      ],
      kind: "Nature de l'assemblée :",
      kinds: ["ordinaire", "extraordinaire", "seconde réunion, faute de quorum à la première"],
    },
    attendance: {
      title: "2. Présences et quorum",
      owners: "Copropriétaires présents ou représentés :",
      shares: "Quotes-parts présentes ou représentées :",
      of: "sur",
      quorum: "Quorum atteint :",
      yes: "oui",
      no: "non",
      sheet:
        "La feuille de présence, signée par chaque copropriétaire présent ou son mandataire, est annexée au présent procès-verbal.",
      rule: "Quorum : la moitié au moins des copropriétaires présents ou représentés ; à défaut, une seconde réunion se tient dans les 30 jours et décide à la majorité, quel que soit le nombre de présents (loi 18-00, article 28 selon une source secondaire, non vérifié dans le texte officiel).",
    },
    bureau: {
      title: "3. Bureau de séance",
      chair: "Président de séance :",
      secretary: "Secrétaire de séance :",
    },
    agenda: {
      title: "4. Ordre du jour et résolutions",
      votesRule:
        "Chaque copropriétaire dispose d'autant de voix que sa quote-part ; celui qui en détient plus de la moitié voit ses voix réduites à la moitié de celles de l'ensemble des propriétaires (loi 18-00 modifiée par la loi 106-12, article 16 decies). Les votes se comptent donc en quotes-parts.",
      item: (n) => `Point n°\u00a0${n}\u00a0:`,
      resolution: "Texte de la résolution :",
      columns: ["", "Pour", "Contre", "Abstention"],
      rows: ["Voix (quotes-parts)", "Nombre de copropriétaires"],
      majority:
        "Majorité requise (selon votre règlement ; l'article fixant les majorités n'a pas été trouvé dans les sources consultées) :",
      result: "Résultat :",
      outcomes: ["résolution adoptée", "résolution rejetée"],
    },
    closing: {
      title: "5. Clôture",
      text: "L'ordre du jour étant épuisé, la séance est levée à",
    },
    signatures: {
      title: "Signatures",
      chair: "Le président de séance",
      secretary: "Le secrétaire de séance",
      name: "Nom :",
      signature: "Signature :",
    },
    after: {
      title: "Après la réunion",
      lines: [
        "Notification du procès-verbal : les sources consultées ne concordent pas. Selon les unes, il est notifié à tous les copropriétaires dans les huit jours des décisions ; selon une autre, aux copropriétaires absents dans les deux mois. Aucune ne cite l'article.",
        "Les décisions de l'assemblée sont déclarées au siège de l'autorité administrative locale (délai et article non trouvés dans les sources consultées).",
      ],
    },
  },
  ar: {
    title: "محضر الجمع العام للملاك",
    subtitle:
      "نموذج يملؤه السانديك. وسيلة مساعدة، لا استشارة قانونية: نظام الملكية المشتركة لعمارتكم والقانون رقم 18.00 كما غيّره القانون رقم 106.12 هما المرجع.",
    meeting: {
      title: "1. الاجتماع",
      fields: [
        "الإقامة:",
        "العنوان:",
        "تاريخ الاجتماع:",
        "ساعة الافتتاح:",
        "المكان:",
        "تاريخ توجيه الدعوات:",
      ],
      kind: "نوع الجمع العام:",
      kinds: ["عادي", "استثنائي", "اجتماع ثانٍ لعدم اكتمال النصاب في الأول"],
    },
    attendance: {
      title: "2. الحضور والنصاب",
      owners: "الملاك الحاضرون أو الممثَّلون:",
      shares: "الحصص الحاضرة أو الممثَّلة:",
      of: "من أصل",
      quorum: "اكتمال النصاب:",
      yes: "نعم",
      no: "لا",
      sheet: "تُرفق بهذا المحضر ورقة الحضور موقعةً من كل مالك حاضر أو ممن ينوب عنه.",
      rule: "النصاب: حضور نصف الملاك على الأقل أو تمثيلهم؛ وإن لم يكتمل، يُعقد اجتماع ثانٍ داخل 30 يومًا ويقرر بالأغلبية أيًّا كان عدد الحاضرين (القانون رقم 18.00، المادة 28 حسب مصدر ثانوي، لم يُتحقق منها في النص الرسمي).",
    },
    bureau: {
      title: "3. مكتب الجلسة",
      chair: "رئيس الجلسة:",
      secretary: "كاتب الجلسة:",
    },
    agenda: {
      title: "4. جدول الأعمال والقرارات",
      votesRule:
        "لكل مالك عدد من الأصوات يعادل حصته؛ ومن كانت أصواته تفوق نصف مجموع الأصوات، تُخفَّض أصواته إلى نصف أصوات جميع الملاك (القانون رقم 18.00 كما غيّره القانون رقم 106.12، المادة 16 decies). لذلك تُحتسب الأصوات بالحصص.",
      item: (n) => `النقطة رقم ${n}:`,
      resolution: "نص القرار:",
      columns: ["", "موافق", "معارض", "ممتنع"],
      rows: ["الأصوات (بالحصص)", "عدد الملاك"],
      majority:
        "الأغلبية المطلوبة (حسب نظام الملكية المشتركة؛ لم نعثر في المصادر التي اطلعنا عليها على المادة التي تحدد الأغلبيات):",
      result: "النتيجة:",
      outcomes: ["تمت المصادقة على القرار", "رُفض القرار"],
    },
    closing: {
      title: "5. رفع الجلسة",
      text: "بعد استنفاد جدول الأعمال، رُفعت الجلسة على الساعة",
    },
    signatures: {
      title: "التوقيعات",
      chair: "رئيس الجلسة",
      secretary: "كاتب الجلسة",
      name: "الاسم:",
      signature: "التوقيع:",
    },
    after: {
      title: "بعد الاجتماع",
      lines: [
        "تبليغ المحضر: المصادر التي اطلعنا عليها لا تتفق. فحسب بعضها، يُبلَّغ إلى جميع الملاك داخل ثمانية أيام من اتخاذ القرارات؛ وحسب مصدر آخر، إلى الملاك الغائبين داخل شهرين. ولا يذكر أيٌّ منها رقم المادة.",
        "يُصرَّح بقرارات الجمع العام لدى مقر السلطة الإدارية المحلية (لم نعثر على الأجل ولا على المادة في المصادر التي اطلعنا عليها).",
      ],
    },
  },
} satisfies Partial<Record<LocaleCode, MinutesCopy>>;
