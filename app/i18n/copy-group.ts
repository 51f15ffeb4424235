import type { MessageKey } from "#core/i18n/keys";
import type { Translate } from "./use-t";

/** `Prefix`, when `<Prefix>.<name>` is a message for every name; `never` (a compile error) otherwise. */
export type GroupPrefix<Prefix extends string, Name extends string> = `${Prefix}.${Name}` extends MessageKey
  ? Prefix
  : never;

/**
 * The key `<prefix>.<name>` in the body of a generic function or component whose parameter's type
 * (GroupPrefix, checked where it is called) makes it a message: TypeScript does not carry that proof
 * into the body, so it is stated here, once.
 */
export const groupKey = <Prefix extends string, Name extends string>(prefix: Prefix, name: Name) =>
  // Proved by the caller's GroupPrefix (above): the one place that says so.
  `${prefix}.${name}` as MessageKey;

/**
 * The messages `<prefix>.<name>`, by name: the copy of a part whose texts share one key, e.g. a
 * page's intro (eyebrow, title, intro) or its call to action (title, body). `values` fill the
 * messages' placeholders. A name the copy lacks under that prefix does not compile.
 */
export function copyGroup<Prefix extends string, const Name extends string>(
  t: Translate,
  prefix: Prefix & GroupPrefix<Prefix, Name>,
  names: readonly Name[],
  values?: Record<string, unknown>,
): Record<Name, string> {
  const group = {} as Record<Name, string>;
  for (const name of names) group[name] = t(groupKey(prefix, name), values);
  return group;
}
