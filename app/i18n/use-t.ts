import type { Messages } from "@lingui/core";
import { useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import type { Locale } from "#core/i18n/locales";
import { createTranslator, type Translate } from "#core/i18n/translator";
import { unpack, type Packed } from "#app/i18n/packed";
import { localeFromPath } from "#core/paths/localize";

export type { Translate };

type DataWithMessages = { messages?: Packed<Messages> } | undefined;

/** A translator over the copy that a list of matched routes loaded, in the given language. */
export function translatorFor(
  locale: Locale,
  matches: readonly ({ loaderData?: unknown } | undefined)[],
): Translate {
  const messages: Messages = Object.assign(
    {},
    ...matches.map((match) => {
      const packed = (match?.loaderData as DataWithMessages)?.messages;
      return packed === undefined ? undefined : unpack(packed);
    }),
  );
  return createTranslator(locale, messages);
}

/** The current page's language, from its URL (the only source of truth for it). */
export function useLocale() {
  const { pathname } = useLocation();
  return localeFromPath(pathname);
}

// One translator per set of matches and language, shared by every component that renders them:
// building one per component cost hydration time on pages with dozens of them.
const shared = new WeakMap<object, Map<string, Translate>>();

/**
 * Translate with the copy the current routes loaded (the locale layout's `common`, plus the page's
 * own namespaces). Plurals and numbers follow the page's language.
 */
export function useT(): Translate {
  const matches = useMatches();
  const locale = useLocale();
  return useMemo(() => {
    const byLocale = shared.get(matches) ?? new Map<string, Translate>();
    shared.set(matches, byLocale);
    const cached = byLocale.get(locale.code);
    if (cached) return cached;
    const t = translatorFor(locale, matches);
    byLocale.set(locale.code, t);
    return t;
  }, [matches, locale]);
}
