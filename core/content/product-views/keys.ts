import type { ProductView, ViewKey } from "./types";

/** Every string and object inside a view's data, depth first. */
function walk(value: unknown, visit: (value: unknown) => void) {
  visit(value);
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => walk(item, visit));
}

/**
 * The messages views name (their label, titles, rows, chips…): with the shared `views.common.*`
 * the primitives draw, all the `views` copy a page showing them needs.
 */
export function viewKeys(views: readonly ProductView[]): Set<ViewKey> {
  const keys = new Set<ViewKey>();
  for (const view of views) {
    walk(view, (v) => {
      if (typeof v === "string" && v.startsWith("views.")) keys.add(v as ViewKey);
    });
  }
  return keys;
}
