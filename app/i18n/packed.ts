/**
 * Page data that travels as one JSON string: a page's copy, the demo form's country list.
 *
 * React Router writes a page's data in its own format, which stores an object as one entry per key
 * and one per value; the browser rebuilds them one by one, in script, in the task that starts
 * hydration. The copy and the country list were most of those entries (840 on the home page, 1,390
 * on the demo page). A string is one entry, and the browser's JSON parser reads it in a fraction of
 * the time (decision 002). The type remembers what was packed, so unpacking
 * needs no cast where it is used.
 */
export type Packed<T> = string & { readonly __packed: T };

export function pack<T>(value: T): Packed<T> {
  return JSON.stringify(value) as Packed<T>;
}

export function unpack<T>(packed: Packed<T>): T {
  return JSON.parse(packed) as T;
}
