import { compileMessage } from "@lingui/message-utils/compileMessage";
type CompiledMessage = ReturnType<typeof compileMessage>;
import { getLocale, type LocaleCode } from "./locales";
import type { Namespace } from "./namespaces";
import { createTranslator, type Translate } from "./translator";

/**
 * Copy lives in locales/{code}/{namespace}.json, flat, ICU MessageFormat. It is compiled here, at
 * build time, and reaches the browser only as the data of the page that uses it: no copy is ever
 * bundled into JavaScript.
 */
const files = import.meta.glob<Record<string, string>>("/locales/*/*.json", {
  eager: true,
  import: "default",
});

export type CompiledMessages = Record<string, CompiledMessage>;

const cache = new Map<string, CompiledMessages>();

function compileNamespace(code: LocaleCode, namespace: Namespace): CompiledMessages {
  const cacheKey = `${code}/${namespace}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const source = files[`/locales/${code}/${namespace}.json`];
  if (!source) throw new Error(`Missing copy: locales/${code}/${namespace}.json`);
  const compiled: CompiledMessages = {};
  for (const [key, message] of Object.entries(source)) compiled[key] = compileMessage(message);
  cache.set(cacheKey, compiled);
  return compiled;
}

export function loadMessages(code: LocaleCode, namespaces: readonly Namespace[]): CompiledMessages {
  return Object.assign({}, ...namespaces.map((ns) => compileNamespace(code, ns)));
}

/** The raw source strings, for server-side uses that are not pages (e-mails, form answers). */
export function sourceMessages(code: LocaleCode, namespace: Namespace): Record<string, string> {
  return files[`/locales/${code}/${namespace}.json`] ?? {};
}

const translators = new Map<string, Translate>();

/**
 * A translator over whole copy files, for what the service writes itself (its answers, pages,
 * e-mails and the inbox). Compiled once per language and set of files.
 */
export function copyTranslator(code: LocaleCode, namespaces: readonly Namespace[]): Translate {
  const cacheKey = `${code}/${namespaces.join("+")}`;
  const cached = translators.get(cacheKey);
  if (cached) return cached;
  const translate = createTranslator(getLocale(code), loadMessages(code, namespaces));
  translators.set(cacheKey, translate);
  return translate;
}
