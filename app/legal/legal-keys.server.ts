import type { MessageKey } from "#core/i18n/keys";
import { pageLoader, type KeepMessage } from "#app/routing/page-loader.server";

/**
 * The `legal` copy a legal page carries (`keep` of its pageLoader): the privacy page does not carry
 * the account-deletion text in its data, nor the other way round.
 * @param prefixes the keys of the page's own text
 */
export function legalKeys(prefixes: readonly string[]): (key: string) => boolean {
  const kept = ["legal.doc.", "legal.link.", ...prefixes];
  return (key) => kept.some((prefix) => key.startsWith(prefix));
}

/**
 * The loader of a legal page: the `legal` copy of its own `prefixes` (legalKeys), the form it holds
 * if it has one (`forms`: the keys of that form's copy), and its head.
 */
export function legalPageLoader({
  head,
  prefixes,
  forms,
}: {
  head: { title: MessageKey; description: MessageKey };
  prefixes: readonly string[];
  forms?: KeepMessage;
}) {
  return pageLoader({
    namespaces: forms ? ["legal", "forms"] : ["legal"],
    keep: { legal: legalKeys(prefixes), ...(forms && { forms }) },
    head: () => head,
  });
}
