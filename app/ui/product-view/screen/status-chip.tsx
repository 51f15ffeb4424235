import type { Chip } from "#core/content/product-views/types";
import { toneClasses, type ViewText } from "./text";

/** A status on a row or a field: "Nouveau", "Confirmée", "En cours". */
export function StatusChip({ chip, text }: { chip: Chip; text: ViewText }) {
  return (
    <span
      className={`mt-0.5 inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[11px] leading-4 font-semibold whitespace-nowrap ${toneClasses[chip.tone]}`}
    >
      {text(chip.text)}
    </span>
  );
}
