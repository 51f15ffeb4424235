import type { Block } from "#core/content/product-views/types";
import { StatusChip } from "./status-chip";
import type { ViewText } from "./text";

type FormBlock = Extract<Block, { kind: "form" }>;

/** A form as the app shows it, filled in: labelled fields, and its button. */
export function Form({ block, text }: { block: FormBlock; text: ViewText }) {
  return (
    <section className="space-y-2.5 rounded-xl border border-line bg-surface p-3">
      {block.fields.map((field, i) => (
        <div key={i}>
          <p className="text-[11px] font-semibold text-muted">{text(field.label)}</p>
          <div className="mt-1 flex items-center justify-between gap-2 rounded-lg border border-line bg-canvas px-2.5 py-1.5 text-[13px] text-ink">
            <span className="min-w-0">{text(field.value)}</span>
            {field.chip && <StatusChip chip={field.chip} text={text} />}
          </div>
        </div>
      ))}
      <p className="rounded-lg bg-brand py-2 text-center text-[13px] font-semibold text-on-brand">
        {text(block.action)}
      </p>
    </section>
  );
}
