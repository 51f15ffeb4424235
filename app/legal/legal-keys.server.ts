import { pack, unpack } from "#app/routing/packed";
import { pageLoader } from "#app/routing/page.server";

type Head = Parameters<typeof pageLoader>[0]["head"];

/**
 * The loader of a page of the `legal` namespace that ships only the copy it shows: the privacy
 * page does not carry the account-deletion text in its data, nor the other way round.
 */
export function legalPageLoader(prefixes: readonly string[], head: Head) {
  const load = pageLoader({ namespaces: ["legal"], head });
  const shared = ["legal.doc.", "legal.link."];
  return (args: { request: Request }) => {
    const data = load(args);
    const keep = (key: string) => [...shared, ...prefixes].some((prefix) => key.startsWith(prefix));
    const all = unpack(data.messages);
    const messages = Object.fromEntries(Object.entries(all).filter(([key]) => keep(key)));
    return { ...data, messages: pack(messages) };
  };
}
