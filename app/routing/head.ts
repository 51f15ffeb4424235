import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site";
import { getLocale, locales, type LocaleCode } from "#app/i18n/locales";
import { localizePath } from "./localize";

/** What a page says about itself to browsers, search engines and link previews. */
export type Head = {
  title: string;
  description: string;
  /** Language-neutral path of the page, e.g. `/core/demo`. */
  path: string;
  locale: LocaleCode;
  noindex?: boolean;
};

export function absoluteUrl(path: string, code: LocaleCode): string {
  return new URL(localizePath(path, code), site.origin).href;
}

/** Title, description, canonical URL, hreflang alternates (with x-default) and Open Graph. */
export function headTags(head: Head | undefined): MetaDescriptor[] {
  if (!head) return [];
  const locale = getLocale(head.locale);
  const tags: MetaDescriptor[] = [
    { title: head.title },
    { name: "description", content: head.description },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: locale.intl.replace("-", "_") },
  ];
  if (head.noindex) return [...tags, { name: "robots", content: "noindex" }];
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: absoluteUrl(head.path, head.locale) },
    { property: "og:url", content: absoluteUrl(head.path, head.locale) },
    ...locales.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l.code,
      href: absoluteUrl(head.path, l.code),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(head.path, "fr") },
  ];
}
