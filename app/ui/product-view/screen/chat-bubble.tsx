import type { Block } from "#core/content/product-views/types";
import type { ViewText } from "./text";

type ChatBlock = Extract<Block, { kind: "chat" }>;

/**
 * A conversation: the others' messages at the start, the reader's at the end, as a messaging app
 * lays them out in the page's direction.
 */
export function Chat({ block, text }: { block: ChatBlock; text: ViewText }) {
  return (
    <ul className="space-y-2">
      {block.messages.map((message, i) => (
        <li key={i} className={`flex flex-col ${message.mine ? "items-end" : "items-start"}`}>
          <div
            className={`max-w-[85%] rounded-2xl px-3 py-2 ${
              message.mine
                ? "rounded-ee-md bg-brand text-on-brand"
                : "rounded-es-md border border-line bg-surface text-ink"
            }`}
          >
            {!message.mine && <p className="text-[11px] font-semibold text-brand">{text(message.author)}</p>}
            <p className="text-xs leading-[1.45]">{text(message.text)}</p>
          </div>
          <span className="mt-0.5 px-1 text-[10px] text-muted tabular-nums">{text(message.time)}</span>
        </li>
      ))}
    </ul>
  );
}
