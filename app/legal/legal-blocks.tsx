import type { ReactNode } from "react";
import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { richMessage, type MessageValues } from "./rich-message";

/** What a section of a legal page is made of, in reading order. */
export type Block =
  | { type: "p"; key: MessageKey }
  | { type: "list"; keys: readonly MessageKey[] }
  | { type: "steps"; keys: readonly MessageKey[] }
  | { type: "node"; node: ReactNode };

export const p = (key: MessageKey): Block => ({ type: "p", key });
export const list = (...keys: MessageKey[]): Block => ({ type: "list", keys });
export const steps = (...keys: MessageKey[]): Block => ({ type: "steps", keys });
export const node = (element: ReactNode): Block => ({ type: "node", node: element });

function BlockView({ block, values }: { block: Block; values: MessageValues }) {
  const t = useT();
  switch (block.type) {
    case "p":
      return <p className="text-pretty">{richMessage(t, block.key, values)}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-2 ps-6 marker:text-brand">
          {block.keys.map((key) => (
            <li key={key} className="ps-1 text-pretty">
              {richMessage(t, key, values)}
            </li>
          ))}
        </ul>
      );
    case "steps":
      return (
        <ol className="space-y-4">
          {block.keys.map((key, index) => (
            <li key={key} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-ink"
              >
                {index + 1}
              </span>
              <span className="pt-1 text-pretty">{richMessage(t, key, values)}</span>
            </li>
          ))}
        </ol>
      );
    case "node":
      return <>{block.node}</>;
  }
}

/** A section's blocks, with the vertical rhythm of long legal text. */
export function Blocks({ blocks, values }: { blocks: readonly Block[]; values: MessageValues }) {
  return (
    <div className="mt-4 space-y-4">
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} values={values} />
      ))}
    </div>
  );
}
