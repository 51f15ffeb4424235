/** What an open value (a referrer's host, a UTM value) is counted as once the day has too many. */
export const OTHER_VALUE = "(other)";

/**
 * Referrers' hosts and UTM values are whatever a link says: each one seen is counted by name, up to
 * `limit` different values of a field a day on an instance; any further one is `(other)`. A forged
 * stream of new values then adds at most `limit` rows a day to the counts, not one per beacon.
 */
export function openValues(limit: number) {
  let today = "";
  const seen = new Map<string, Set<string>>();
  return (day: string, field: string, value: string | null): string | null => {
    if (value === null) return null;
    if (day !== today) {
      today = day;
      seen.clear();
    }
    let values = seen.get(field);
    if (!values) seen.set(field, (values = new Set()));
    if (values.has(value)) return value;
    if (values.size >= limit) return OTHER_VALUE;
    values.add(value);
    return value;
  };
}
