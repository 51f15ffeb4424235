import { getLocale, isLocaleCode } from "#core/i18n/locales";

/**
 * The rules of co-ownership the toolbox applies, each cited as a lawyer would (decision 054): Law
 * 18-00 on the co-ownership of built buildings (Dahir 1-02-298 of 3 October 2002, B.O. 5054 of
 * 7 November 2002), as amended by Law 106-12 (Dahir 1-16-49 of 27 April 2016), by article, as the
 * consolidated text numbers it.
 *
 * - A rule **in force** cites the article and the place its text was read: the consolidated text
 *   (Lexis Maroc's extract, the consolidated Arabic text) or an official site quoting it. No
 *   syndic firm's page is a source for a rule (`BLOG_HOSTS`, held by a test).
 * - The press is a source only for what it reports, said as such: a decree's adoption and what
 *   it is reported to contain (`press-reported`), a bill's vote (`pending`, never called law).
 * - A rule whose text was not found is not a rule here: it is listed in `notFound`, with what was
 *   checked, for the page's collapsed note.
 *
 * Articles are written as the French text numbers them ("16 bis 2"); `articleIn` writes them as
 * the Arabic text does ("16 مكرر 2"). Dates are when the source was read.
 */

export type CoOwnershipText = "18-00" | "106-12" | "2.17.354" | "2.23.700" | "bill-2024";

export type CitationTopic =
  "assembly" | "convocation" | "quorum-and-votes" | "minutes" | "contest" | "charges" | "budget" | "decree";

/**
 * What a source is: the law's text (consolidated, or as first published), an official site
 * quoting or reporting it, a court's decision, or the press.
 */
export type SourceKind = "consolidated" | "official" | "court" | "press";

export type Source = {
  url: string;
  title: string;
  kind: SourceKind;
  /** A short excerpt or a faithful summary of what the page says on this point. */
  quote?: string;
  /** ISO date the page was read. */
  consulted: string;
};

/** A delay in days or in months; the tools turn it into a date. */
export type Delay = { days: number } | { months: number };

export type Alternative = {
  value?: Delay;
  rule: { fr: string; en: string };
  sources: Source[];
};

/**
 * - `in-force`: the article's text was read; the card cites it.
 * - `press-reported`: a text adopted but not read (a decree); the card says the press reports it.
 * - `pending`: a bill; the card says it is not law.
 * - `unverified`: no primary text found; never shown as a rule (kept for the planner's date).
 */
export type CitationStatus = "in-force" | "press-reported" | "pending" | "unverified";

export type Citation = {
  id: string;
  law: CoOwnershipText;
  /** As the French consolidated text numbers it ("16 bis 2"); `NOT_FOUND` when none was read. */
  article: string;
  status: CitationStatus;
  topic: CitationTopic;
  /** A short neutral statement of the rule, in French and in English. */
  rule: { fr: string; en: string };
  value?: Delay;
  sources: Source[];
  /** Where primary sources disagree: every version, none chosen (none today). */
  disputed?: { alternatives: Alternative[] };
  /** What the text leaves open, for the page to say. */
  note?: string;
};

export const NOT_FOUND = "not found";

/**
 * Hosts of syndic firms' and other blogs read in earlier rounds: never a source for a rule. A
 * test fails if one comes back.
 */
export const BLOG_HOSTS = [
  "valorsyndic.ma",
  "syndicconnect.ma",
  "notresyndic.ma",
  "zonesyndic.com",
  "prestigeste.ma",
  "blogspot.com",
] as const;

/**
 * An article as the Arabic text writes it: "bis" becomes مكرر ("16 bis 2" → "16 مكرر 2"), the
 * numbering Law 106-12's Arabic text gives the articles it added after article 16.
 */
export function articleInArabic(article: string): string {
  return article.replace(/\bbis\b/g, "مكرر");
}

/** The article in the language of a page: Arabic pages write it as the Arabic text does. */
export function articleIn(article: string, language: string): string {
  return isLocaleCode(language) && getLocale(language).script === "arabic"
    ? articleInArabic(article)
    : article;
}

const consulted = "2026-11-29";

const sources = {
  lexisMa: {
    url: "https://www.lexisma.info/2021/09/07/loi-n-18-00-du-25-rejeb-1423-3-octobre-2002-relative-au-statut-de-la-copropriete-des-immeubles-batis/",
    title:
      "Loi n° 18-00 relative au statut de la copropriété des immeubles bâtis, version consolidée (extrait) — Lexis Maroc",
    kind: "consolidated",
    consulted,
  },
  arabicText16: {
    url: "https://docs.syndic.plus/171/%d8%a7%d9%84%d9%85%d8%a7%d8%af%d8%a9-16",
    title:
      "القانون رقم 18.00 كما وقع تغييره وتتميمه، المواد 16 إلى 16 مكرر 3 (النص العربي المحيَّن، كما نشره docs.syndic.plus)",
    kind: "consolidated",
    consulted,
  },
  arabicText30: {
    url: "https://docs.syndic.plus/category/law-18-00/الباب-الثاني-إدارة-وتسيير-الملكية-الم/الفرع-الرابع-مجلس-الاتحاد",
    title:
      "القانون رقم 18.00 كما وقع تغييره وتتميمه، المادتان 29 و30 (النص العربي المحيَّن، كما نشره docs.syndic.plus)",
    kind: "consolidated",
    consulted,
  },
  adala: {
    url: "https://adala.justice.gov.ma/reference/html/Fr/41966.htm",
    title:
      "Dahir n° 1-02-298 du 3 octobre 2002 portant promulgation de la loi n° 18-00 (B.O. n° 5054 du 7 novembre 2002, p. 1216) — Adala, ministère de la Justice",
    kind: "official",
    consulted,
  },
  cnc25: {
    url: "https://www.finances.gov.ma/fr/Pages/detail-actualite.aspx?fiche=6558",
    title:
      "Avis n° 25 du Conseil national de la comptabilité relatif aux règles comptables applicables aux syndicats des copropriétaires — ministère de l'Économie et des Finances",
    kind: "official",
    consulted,
  },
  jurisprudence2024: {
    url: "https://www.jurisprudence.ma/decision/convocation-dune-assemblee-generale-par-les-coproprietaires-le-respect-de-la-saisine-prealable-du-syndic-est-une-condition-de-validite-trib-civ-casablanca-2024",
    title: "Tribunal de première instance de Casablanca, jugement n° 2673 du 17 juillet 2024",
    kind: "court",
    consulted,
  },
  marocMa: {
    url: "https://www.maroc.ma/fr/actualites/travaux-du-conseil-de-gouvernement-du-jeudi-21-decembre-2023",
    title: "Travaux du Conseil de gouvernement du jeudi 21 décembre 2023 — maroc.ma",
    kind: "official",
    consulted,
  },
  infomediaire: {
    url: "https://www.infomediaire.net/syndicats-des-coproprietaires-le-gouvernement-adopte-un-projet-de-decret/",
    title:
      "Syndicats des copropriétaires : le gouvernement adopte un projet de décret — Infomédiaire, décembre 2023",
    kind: "press",
    consulted,
  },
  medias24: {
    url: "https://medias24.com/2024/01/14/comptabilite-budget-archives-ce-qui-va-changer-pour-les-syndics-de-copropriete/",
    title:
      "Comptabilité, budget, archives… ce qui va changer pour les syndics de copropriété — Médias24, 14 janvier 2024",
    kind: "press",
    consulted,
  },
  le360: {
    url: "https://fr.le360.ma/societe/gestion-comptable-des-syndics-de-copropriete-ce-qui-changera-en-2024_4HXQDC33FRAKXG2CXANX57VJPE/",
    title: "Gestion comptable des syndics de copropriété : ce qui changera en 2024 — Le360",
    kind: "press",
    consulted,
  },
  lesEco2017: {
    url: "https://leseco.ma/business/le-statut-type-est-effectif.html",
    title: "Le statut type est effectif — Les Inspirations ÉCO",
    kind: "press",
    consulted,
  },
  ledesk: {
    url: "https://callback.ledesk.ma/encontinu/le-statut-de-la-copropriete-des-immeubles-batis-en-passe-detre-amende/",
    title: "Le statut de la copropriété des immeubles bâtis en passe d'être amendé — Le Desk, 9 juillet 2024",
    kind: "press",
    consulted,
  },
  challenge: {
    url: "https://challenge.ma/copropriete-des-immeubles-batis-voici-les-modifications-approuvees-par-le-parlement-284064",
    title:
      "Copropriété des immeubles bâtis : voici les modifications approuvées par le Parlement — Challenge, juillet 2024",
    kind: "press",
    consulted,
  },
  lesEco2024: {
    url: "https://leseco.ma/maroc/chambre-des-representants-feu-vert-au-projet-de-loi-sur-la-gestion-des-syndicats-de-copropriete.html",
    title:
      "Chambre des représentants : feu vert au projet de loi sur la gestion des syndicats de copropriété — Les Inspirations ÉCO, juillet 2024",
    kind: "press",
    consulted,
  },
} satisfies Record<string, Source>;

function cite(source: Source, quote: string): Source {
  return { ...source, quote };
}

/** The consolidated text's references: every rule in force names them, with its own article. */
const consolidatedReferences = cite(
  sources.lexisMa,
  "Article 1er (Modifié, Loi n° 106-12, article 1er, sous Dahir n° 1-16-49 du 19 rejeb 1437 [27 avril 2016])",
);

export const coOwnershipLaw: Citation[] = [
  {
    id: "convocation-notice",
    law: "106-12",
    article: "16",
    status: "in-force",
    topic: "convocation",
    rule: {
      fr: "Les copropriétaires sont convoqués à la première assemblée quinze jours avant la date fixée pour la réunion.",
      en: "Owners are given notice of the first meeting fifteen days before the date set for it.",
    },
    value: { days: 15 },
    sources: [
      cite(
        sources.arabicText16,
        "المادة 16: ينعقد أول جمع عام بدعوة من أحد الملاك أو أكثر. ويستدعى إليه الملاك بكل وسيلة من وسائل التبليغ القانونية، خمسة عشر (15) يوما قبل التاريخ المقرر لانعقاد الاجتماع.",
      ),
      consolidatedReferences,
    ],
    note: "Article 16 sets the fifteen days for the first meeting; article 16 bis 2, on ordinary and extraordinary meetings, sets no delay. The tools apply fifteen days to every meeting and say so.",
  },
  {
    id: "convocation-content",
    law: "106-12",
    article: "16 bis 2",
    status: "in-force",
    topic: "convocation",
    rule: {
      fr: "La convocation indique le lieu, la date et l'heure de la réunion et le projet d'ordre du jour.",
      en: "The notice states the meeting's place, date and time and the draft agenda.",
    },
    sources: [
      cite(
        sources.arabicText16,
        "المادة 16 مكرر 2: يوجه وكيل الاتحاد دعوة انعقاد الجمع العام العادي أو الاستثنائي إلى جميع الملاك بكل الوسائل القانونية المتاحة، تتضمن مكان وتاريخ وساعة الاجتماع ومشروع جدول الأعمال.",
      ),
      consolidatedReferences,
    ],
  },
  {
    id: "convocation-form",
    law: "106-12",
    article: "16 bis 2",
    status: "in-force",
    topic: "convocation",
    rule: {
      fr: "Le syndic adresse la convocation à tous les copropriétaires par tous les moyens légaux de notification.",
      en: "The syndic sends the notice to every owner by any lawful means of notification.",
    },
    sources: [
      cite(sources.arabicText16, "المادة 16 مكرر 2: (...) إلى جميع الملاك بكل الوسائل القانونية المتاحة"),
      consolidatedReferences,
    ],
  },
  {
    id: "ordinary-assembly-yearly",
    law: "106-12",
    article: "16 bis 2",
    status: "in-force",
    topic: "assembly",
    rule: {
      fr: "L'assemblée générale ordinaire se réunit au moins une fois par an ; une assemblée extraordinaire peut se tenir chaque fois que nécessaire. Tous les copropriétaires y sont convoqués.",
      en: "The ordinary general meeting is held at least once a year; an extraordinary meeting may be held whenever needed. Every owner is given notice of it.",
    },
    sources: [
      cite(
        sources.arabicText16,
        "المادة 16 مكرر 2: ينعقد الجمع العام العادي على الأقل مرة كل سنة (...) ويمكن عقد جمع عام استثنائي كلما دعت الضرورة لذلك ويستدعى إليهما جميع الملاك المشتركين.",
      ),
      consolidatedReferences,
    ],
  },
  {
    id: "ordinary-assembly-window",
    law: "106-12",
    article: "16 bis 2",
    status: "in-force",
    topic: "assembly",
    rule: {
      fr: "L'assemblée générale ordinaire se tient dans un délai ne dépassant pas trente jours à compter de la fin de l'année en cours.",
      en: "The ordinary general meeting is held within thirty days of the end of the current year.",
    },
    value: { days: 30 },
    sources: [
      cite(
        sources.arabicText16,
        "المادة 16 مكرر 2: ينعقد الجمع العام العادي على الأقل مرة كل سنة داخل أجل لا يتجاوز ثلاثين (30) يوما من انتهاء السنة الجارية.",
      ),
      consolidatedReferences,
    ],
  },
  {
    id: "convocation-by-owners",
    law: "106-12",
    article: "16 bis 3",
    status: "in-force",
    topic: "convocation",
    rule: {
      fr: "Si le syndic ne convoque pas l'assemblée, un tiers des copropriétaires peut lui en faire la demande, en précisant les points à inscrire à l'ordre du jour.",
      en: "If the syndic does not convene the meeting, a third of the owners may ask them to, naming the items for the agenda.",
    },
    sources: [
      cite(
        sources.arabicText16,
        "المادة 16 مكرر 3: عند عدم توجيه وكيل الاتحاد الدعوة لعقد الجمع العام، يمكن توجيه هذا الطلب إليه من طرف ثلث (1/3) الملاك المشتركين. وتحدد في هذا الطلب النقط التي يتعين إدراجها في جدول الأعمال.",
      ),
      cite(
        sources.jurisprudence2024,
        "Le tribunal a annulé une assemblée convoquée par des copropriétaires qui ne prouvaient pas avoir d'abord demandé au syndic de la convoquer.",
      ),
      consolidatedReferences,
    ],
    note: "A Casablanca court annulled, on 17 July 2024, a meeting convened by owners who had not first asked the syndic (its French summary numbers the article 16 ter (3)).",
  },
  {
    id: "budget-first-assembly",
    law: "106-12",
    article: "16 bis 1",
    status: "in-force",
    topic: "budget",
    rule: {
      fr: "La première assemblée établit ou modifie le règlement de copropriété, désigne le syndic et son adjoint, approuve le budget prévisionnel et fixe la quote-part de chaque copropriétaire si le règlement ne la fixe pas.",
      en: "The first meeting draws up or amends the co-ownership rules, appoints the syndic and their deputy, approves the forecast budget and sets each owner's share if the rules do not.",
    },
    sources: [
      cite(
        sources.arabicText16,
        "المادة 16 مكرر 1: يتولى الجمع العام في أول اجتماع يعقده وضع نظام الملكية المشتركة إن لم يكن موجودا أو تعديله عند الاقتضاء، كما يقوم بتعيين الوكيل المسير للعقار المشترك ونائبه (...) والمصادقة على الميزانية التقديرية وتحديد حصة كل مالك مشترك في الاتحاد إن لم تكن محددة في نظام الملكية المشتركة.",
      ),
      consolidatedReferences,
    ],
  },
  {
    id: "minutes-notification",
    law: "106-12",
    article: "30",
    status: "in-force",
    topic: "minutes",
    rule: {
      fr: "Le syndic notifie à tous les copropriétaires les décisions de l'assemblée, avec les procès-verbaux des réunions, dans un délai n'excédant pas huit jours à compter de leur adoption, par lettre recommandée avec accusé de réception ou par commissaire judiciaire.",
      en: "The syndic sends every owner the meeting's decisions, with the minutes of the meetings, within eight days of their adoption, by registered letter with acknowledgement of receipt or through a judicial officer.",
    },
    value: { days: 8 },
    sources: [
      cite(
        sources.arabicText30,
        "المادة 30: يجب على وكيل الاتحاد ووكيل مجلس الاتحاد (...) أن يقوم بتبليغ جميع القرارات المتخذة من طرف الجمع العام مشفوعة بمحاضر الاجتماعات إلى كافة الملاك داخل أجل لا يتعدى ثمانية أيام من تاريخ اتخاذها. يتم التبليغ برسالة مضمونة مع الإشعار بالتوصل أو بواسطة مفوض قضائي.",
      ),
      consolidatedReferences,
    ],
  },
  {
    id: "accounts-rules",
    law: "106-12",
    article: "24",
    status: "in-force",
    topic: "budget",
    rule: {
      fr: "Les comptes du syndicat — budget prévisionnel, charges et produits de l'exercice, situation de trésorerie et annexes au budget prévisionnel — sont établis selon des règles comptables spécifiques fixées par voie réglementaire.",
      en: "The syndicate's accounts — the forecast budget, the year's charges and income, the cash position and the annexes to the budget — follow specific accounting rules set by regulation.",
    },
    sources: [
      cite(
        sources.cnc25,
        "« Les comptes du syndicat comprenant le budget prévisionnel, les charges et produits de l'exercice, la situation de trésorerie ainsi que les annexes au budget prévisionnel sont établis conformément à des règles comptables spécifiques fixées par voie réglementaire » (article 24, cité par l'avis).",
      ),
      consolidatedReferences,
    ],
  },
  {
    id: "decree-2-23-700",
    law: "2.23.700",
    article: NOT_FOUND,
    status: "press-reported",
    topic: "decree",
    rule: {
      fr: "Le Conseil de gouvernement a adopté le 21 décembre 2023 le projet de décret 2.23.700 fixant les règles comptables des syndicats de copropriétaires, pris pour l'application de l'article 24. Selon la presse, il prévoit un plan comptable propre aux copropriétés ; au-delà de 200 000 MAD de budget annuel, des comptes complets ; au-delà de 1 000 000 MAD, des comptes certifiés par un commissaire aux comptes ; la conservation des pièces pendant cinq ans et leur remise au nouveau syndic.",
      en: "On 21 December 2023 the Government Council adopted draft Decree 2.23.700 setting the accounting rules of owners' syndicates, made under Article 24. According to the press, it provides a chart of accounts for co-ownerships; above a yearly budget of MAD 200,000, full accounts; above MAD 1,000,000, accounts certified by an auditor; records kept five years and handed over to a new syndic.",
    },
    sources: [
      cite(
        sources.marocMa,
        "Le Conseil de gouvernement a adopté le projet de décret n° 2.23.700 fixant les règles comptables spécifiques aux copropriétaires, en application de l'article 24 de la loi 18.00 telle que modifiée et complétée par la loi 106.12.",
      ),
      cite(
        sources.infomediaire,
        "Rapporte l'adoption du projet de décret par le Conseil de gouvernement, en application de l'article 24 (budget prévisionnel, charges et produits de l'exercice, annexes).",
      ),
      cite(
        sources.medias24,
        "Rapporte, selon la présidente de l'Association marocaine de la copropriété : un plan comptable spécial, des archives tenues cinq ans, un budget type, quelques annexes seulement sous 200 000 DH de budget, davantage au-delà.",
      ),
      cite(
        sources.le360,
        "Rapporte les seuils du texte : comptes complets au-delà de 200 000 DH de budget annuel, certification par un commissaire aux comptes au-delà d'un million de dirhams, pièces conservées cinq ans et remises en cas de changement de syndic.",
      ),
    ],
    note: "The decree's text and its publication in the Official Bulletin were not found: what it contains is as the press reports it.",
  },
  {
    id: "model-rules-decree",
    law: "2.17.354",
    article: NOT_FOUND,
    status: "press-reported",
    topic: "decree",
    rule: {
      fr: "Selon la presse, le décret 2.17.354 instituant un règlement type de copropriété est entré en vigueur ; il s'applique aux immeubles qui n'ont pas leur propre règlement.",
      en: "According to the press, Decree 2.17.354, which sets model co-ownership rules, has come into force; it applies to buildings without rules of their own.",
    },
    sources: [
      cite(
        sources.lesEco2017,
        "Rapporte l'entrée en vigueur du décret instaurant le règlement type de la gestion collective des immeubles.",
      ),
    ],
    note: "The decree's text in the Official Bulletin was not read.",
  },
  {
    id: "bill-2024",
    law: "bill-2024",
    article: NOT_FOUND,
    status: "pending",
    topic: "convocation",
    rule: {
      fr: "Projet de loi modifiant la loi 18-00, adopté à l'unanimité par la Chambre des représentants (presse du 9 juillet 2024) : tout copropriétaire pourrait convoquer l'assemblée avec un préavis de quinze jours, par tout moyen légal ou par commissaire judiciaire ; les décisions et procès-verbaux seraient notifiés à tous dans les huit jours ; une médiation précéderait le recours au juge. Ce texte n'est pas la loi : il doit encore être adopté par la Chambre des conseillers et promulgué.",
      en: "A bill amending Law 18-00, passed unanimously by the House of Representatives (press of 9 July 2024): any owner could convene the meeting with fifteen days' notice, by any lawful means or through a judicial officer; decisions and minutes would go to every owner within eight days; mediation would come before court. It is not law: the House of Councillors must still pass it and it must be promulgated.",
    },
    sources: [
      cite(
        sources.ledesk,
        "Rapporte l'adoption du projet de loi à l'unanimité par la Chambre des représentants : convocation quinze jours avant par tout moyen légal ou par huissier, médiation avant le recours à la justice.",
      ),
      cite(
        sources.lesEco2024,
        "Rapporte le vote : convocation pouvant être initiée par tout copropriétaire, notification quinze jours avant la réunion, notification des décisions dans un délai de huit jours.",
      ),
      cite(
        sources.challenge,
        "Rapporte le vote unanime de la Chambre des représentants et le contenu du texte.",
      ),
    ],
  },
  {
    id: "quorum",
    law: "18-00",
    article: NOT_FOUND,
    status: "unverified",
    topic: "quorum-and-votes",
    rule: {
      fr: "Si le quorum n'est pas atteint, une seconde réunion se tient dans les trente jours.",
      en: "If the quorum is not reached, a second meeting is held within thirty days.",
    },
    value: { days: 30 },
    sources: [],
  },
];

/**
 * The rules the toolbox looked for and did not find in a primary text: each is named in the
 * tool's collapsed note (what was checked and where), never shown as a rule.
 */
export const notFound = [
  "quorum",
  "votes-per-owner",
  "majorities",
  "decisions-declaration",
  "contest-delay",
  "budget-yearly-and-calls",
  "charges-by-shares",
] as const;

export type NotFoundId = (typeof notFound)[number];

/** Where the texts were looked for, for the collapsed notes (their wording is copy). */
export const checkedSources: Source[] = [
  sources.lexisMa,
  sources.arabicText16,
  sources.arabicText30,
  sources.adala,
];

export function getCitation(id: string): Citation | undefined {
  return coOwnershipLaw.find((citation) => citation.id === id);
}

/** The entries a tool's rule cards may show: every one but those whose text was not found. */
export function shownCitation(id: string): Citation | undefined {
  const citation = getCitation(id);
  return citation?.status === "unverified" ? undefined : citation;
}

/** Whether a source is the law's text or an official site, the only kinds a rule in force rests on. */
export function isPrimary(source: Source): boolean {
  return source.kind === "consolidated" || source.kind === "official";
}
