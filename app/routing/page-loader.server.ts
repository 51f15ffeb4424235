import type { MessageKey } from "#core/i18n/keys";
import { loadMessages, type CompiledMessages } from "#core/i18n/messages";
import { createTranslator } from "#core/i18n/translator";
import { pack } from "../i18n/packed";
import type { Namespace } from "#core/i18n/namespaces";
import type { Head } from "../seo/head";
import { localeFromPath, stripLocale } from "#core/paths/localize";

/** Whether a page's data carries a message: its key, and the page's language-neutral path. */
export type KeepMessage = (key: string, path: string) => boolean;

type PageOptions = {
  /** The copy files the page reads, besides the shell's `common`. */
  namespaces: readonly Namespace[];
  /**
   * For a file of which the page shows a part only, the messages its data carries; the other files
   * travel whole. The thirty feature pages share one file, for instance, and each carries its own.
   */
  keep?: Partial<Record<Namespace, KeepMessage>>;
  /** Message keys of the page's title and description; `path` is the language-neutral path. */
  head: (path: string) => { title: MessageKey; description: MessageKey };
};

/**
 * The loader of a prerendered page: its copy, and its head, resolved at build time in the page's
 * language. The copy travels as the page's data, packed once here (app/i18n/packed.ts), never
 * in a JavaScript bundle.
 */
export function pageLoader({ namespaces, keep = {}, head }: PageOptions) {
  return ({ request }: { request: Request }) => {
    const pathname = new URL(request.url).pathname;
    const locale = localeFromPath(pathname);
    const path = stripLocale(pathname);
    const messages: CompiledMessages = {};
    for (const namespace of namespaces) {
      const kept = keep[namespace];
      for (const [key, message] of Object.entries(loadMessages(locale.code, [namespace]))) {
        if (!kept || kept(key, path)) messages[key] = message;
      }
    }
    const t = createTranslator(locale, messages);
    const keys = head(path);
    const pageHead: Head = {
      title: t(keys.title),
      description: t(keys.description),
      path,
      locale: locale.code,
    };
    return { messages: pack(messages), head: pageHead };
  };
}
