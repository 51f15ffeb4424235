/** A form's current values: one string per field, an array where several share a name (checkboxes). */
export function readForm(form: HTMLFormElement): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const previous = values[name];
    if (previous === undefined) values[name] = value;
    else values[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return values;
}

/** What the service receives: the same encoding as a form posted without script. */
export function encodeForm(values: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return body;
}
