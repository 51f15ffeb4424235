import { Fragment, isValidElement, type ReactNode } from "react";
import type { MessageKey } from "#core/i18n/keys";
import type { Translate } from "#app/i18n/use-t";

/** Values a message may use: numbers and text are formatted by ICU, elements are placed as they are. */
export type MessageValues = Record<string, string | number | ReactNode>;

// Private-use characters never occur in copy, so they can mark where an element goes.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const SLOT = /\uE000([A-Za-z]\w*)\uE001/;

/**
 * Translates `key` and lets its placeholders be React elements: an e-mail link, an address kept
 * left-to-right inside Arabic text, a link to another page. ICU formats the sentence (plurals,
 * numbers) around markers; each marker is then replaced by its element.
 */
export function richMessage(t: Translate, key: MessageKey, values: MessageValues): ReactNode {
  const elements: Record<string, ReactNode> = {};
  const formatted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      elements[name] = value;
      formatted[name] = `${OPEN}${name}${CLOSE}`;
    } else formatted[name] = value;
  }
  const parts = t(key, formatted).split(SLOT);
  // split() with a capture group alternates text and slot names: even indexes are text.
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={`${part}-${index}`}>{elements[part]}</Fragment>,
  );
}
