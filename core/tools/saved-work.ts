/**
 * A tool's saved work as the browser kept it (app/ui/tools/stored-work.ts): the object it holds, or
 * undefined when the text is none (nothing kept, edited by hand, cut short). Each tool then checks
 * that the object is one its version wrote.
 */
export function savedObject(text: string | null): Record<string, unknown> | undefined {
  if (text === null) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof data === "object" && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : undefined;
}
