import { isbot } from "isbot";

/** Different User-Agent strings whose answer is kept, and the longest one kept. */
export const ROBOT_CACHE_ENTRIES = 1000;
export const ROBOT_CACHE_MAX_LENGTH = 512;

/**
 * `isbot` (the maintained list of robots, one long regular expression) with its answers kept per
 * User-Agent string: a site's visitors come with a few hundred browsers' strings, each matched once
 * rather than on every beacon. The least recently seen is forgotten past `entries`, and a string
 * longer than `maxLength` (no browser's) is matched every time, never kept: a stream of forged
 * strings costs what it cost without the cache and holds at most entries × maxLength characters.
 */
export function robotCheck(entries = ROBOT_CACHE_ENTRIES, maxLength = ROBOT_CACHE_MAX_LENGTH) {
  const known = new Map<string, boolean>();
  const check = (userAgent: string): boolean => {
    if (userAgent.length > maxLength) return isbot(userAgent);
    const kept = known.get(userAgent);
    if (kept !== undefined) {
      // Seen again: moved to the end, the most recent.
      known.delete(userAgent);
      known.set(userAgent, kept);
      return kept;
    }
    const robot = isbot(userAgent);
    if (known.size >= entries) known.delete(known.keys().next().value as string);
    known.set(userAgent, robot);
    return robot;
  };
  return Object.assign(check, { size: () => known.size });
}
