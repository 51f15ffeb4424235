import type { MetaDescriptor } from "react-router";
import { site } from "#core/content/site";
import type { MessageKey } from "#core/i18n/keys";
import { defaultLocale, getLocale, locales, type LocaleCode } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";

/** What a page says about itself to browsers, search engines and link previews. */
export type Head = {
  title: string;
  description: string;
  /** Language-neutral path of the page, e.g. `/core/demo`. */
  path: string;
  locale: LocaleCode;
  noindex?: boolean;
  /** The page's visible questions and answers, as message keys: its FAQPage structured data. */
  faq?: readonly { question: MessageKey; answer: MessageKey }[];
};

export function absoluteUrl(path: string, code: LocaleCode): string {
  return new URL(localizePath(path, code), site.origin).href;
}

/** Size of the share images (the one Open Graph and X/Twitter both show large). */
export const shareImageSize = { width: 1200, height: 630 } as const;

/**
 * Where the page's share image is served: one PNG per page and language, drawn at build time from
 * the page's title by scripts/seo/share-images.ts, which reads this path from the built HTML.
 */
export function shareImagePath(path: string, code: LocaleCode): string {
  return `/og/${code}${path === "/" ? "/home" : path}.png`;
}

function ogLocale(code: LocaleCode): string {
  return getLocale(code).intl.replace("-", "_");
}

/**
 * Title, description, canonical URL, hreflang alternates (with x-default), Open Graph and the
 * X/Twitter card. Pages that must not be indexed (the not-found page) get no canonical, no
 * alternates and no share image.
 */
export function headTags(head: Head | undefined): MetaDescriptor[] {
  if (!head) return [];
  const tags: MetaDescriptor[] = [
    { title: head.title },
    { name: "description", content: head.description },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: ogLocale(head.locale) },
  ];
  if (head.noindex) return [...tags, { name: "robots", content: "noindex" }];
  const url = absoluteUrl(head.path, head.locale);
  const image = new URL(shareImagePath(head.path, head.locale), site.origin).href;
  return [
    ...tags,
    ...locales
      .filter((l) => l.code !== head.locale)
      .map((l) => ({ property: "og:locale:alternate", content: ogLocale(l.code) })),
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: head.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: head.title },
    { name: "twitter:description", content: head.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: head.title },
    { tagName: "link", rel: "canonical", href: url },
    ...locales.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l.code,
      href: absoluteUrl(head.path, l.code),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(head.path, defaultLocale.code),
    },
  ];
}
