import { setupI18n, type Messages } from "@lingui/core";
import { useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import type { MessageKey } from "./keys";
import type { Locale } from "./locales";
import { unpack, type Packed } from "#app/routing/packed";
import { localeFromPath } from "#app/routing/localize";

export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

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
  const i18n = setupI18n({ locale: locale.numberIntl, messages: { [locale.numberIntl]: messages } });
  return (key, values) => i18n._(key, values);
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
