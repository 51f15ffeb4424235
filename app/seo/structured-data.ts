import { site } from "#core/content/site";
import { familyKey, type MessageKey } from "#core/i18n/keys";
import { absoluteUrl, type Head } from "./head";

type Translate = (key: MessageKey) => string;
type Thing = Record<string, unknown>;

/**
 * Who publishes the site: the same on every page, so search engines tie the pages together. A
 * property whose setting is not set is left out, never filled with a placeholder (decision 033).
 */
export function organization(): Thing {
  const { contact, legal } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brand,
    ...(legal.entity ? { legalName: legal.entity } : {}),
    url: new URL("/", site.origin).href,
    logo: new URL("/icons/icon-512.png", site.origin).href,
    email: contact.email,
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.address ? { address: contact.address.fr } : {}),
    ...(site.social.length > 0 ? { sameAs: site.social.map((s) => s.url) } : {}),
  };
}

/** Section pages that stand between the home page and an inner page, with their menu label. */
const sections: Record<string, MessageKey> = {
  "/core/features": "nav.features",
  "/core/solutions": "nav.solutions",
};

/** The label the menus give a page, when they have one: shorter than its title. */
function menuLabelKey(path: string): MessageKey | undefined {
  const [, , section, slug] = path.split("/");
  if (sections[path]) return sections[path];
  if (!slug) return undefined;
  if (section === "features") return familyKey(`feature.${slug}.name`);
  if (section === "solutions") return familyKey(`solution.${slug}.name`);
  if (section === "company") return familyKey(`nav.company.${slug}`);
  return undefined;
}

function crumbName(path: string, head: Head, t: Translate): string {
  const key = menuLabelKey(path);
  const label = key ? t(key) : undefined;
  // An untranslated key comes back as itself: fall back to the page's title.
  return label && label !== key ? label : head.title;
}

/** Home › section › page, in the page's language, for every page but the home page. */
export function breadcrumbs(head: Head, t: Translate): Thing | undefined {
  if (head.path === "/" || head.noindex) return undefined;
  const trail = ["/", ...Object.keys(sections).filter((s) => head.path.startsWith(`${s}/`)), head.path];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((path, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: path === "/" ? site.brand : crumbName(path, head, t),
      item: absoluteUrl(path, head.locale),
    })),
  };
}

/**
 * The questions a page shows with their answers (`head.faq`, e.g. the pricing page's), in its
 * language: the same text as the page's <details>, so the data never says what the page does not.
 */
export function faqPage(head: Head, t: Translate): Thing | undefined {
  if (!head.faq?.length || head.noindex) return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: head.locale,
    mainEntity: head.faq.map(({ question, answer }) => ({
      "@type": "Question",
      name: t(question),
      acceptedAnswer: { "@type": "Answer", text: t(answer) },
    })),
  };
}

/** The JSON-LD of a page, safe to put inside a <script> element. */
export function structuredDataJson(head: Head | undefined, t: Translate): string {
  const things = [organization(), head && breadcrumbs(head, t), head && faqPage(head, t)].filter(Boolean);
  return JSON.stringify(things.length === 1 ? things[0] : things).replace(/</g, "\\u003c");
}
