/**
 * The `legal` copy a legal page carries (`keep` of its pageLoader): the privacy page does not carry
 * the account-deletion text in its data, nor the other way round.
 * @param prefixes the keys of the page's own text
 */
export function legalKeys(prefixes: readonly string[]): (key: string) => boolean {
  const kept = ["legal.doc.", "legal.link.", ...prefixes];
  return (key) => kept.some((prefix) => key.startsWith(prefix));
}
