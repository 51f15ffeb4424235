import type { ReactNode } from "react";
import { Icon, type IconName } from "#app/ui/icon";

/**
 * The check's size and its room beside the text: small in a card, regular in running text, and
 * regular set a little higher beside a plan's limits.
 */
const sizes = {
  small: { item: "flex gap-2", check: "mt-1 size-4 shrink-0 text-brand" },
  regular: { item: "flex gap-3", check: "mt-1 size-5 shrink-0 text-brand" },
  plan: { item: "flex gap-3", check: "mt-0.5 size-5 shrink-0 text-brand" },
} as const;

/**
 * Short statements, each after a mark: a check unless the item names another icon (the marks are
 * decorative: the text says it all).
 */
export function CheckList({
  items,
  size = "regular",
  className,
}: {
  items: readonly { id: string; text: ReactNode; icon?: IconName }[];
  size?: keyof typeof sizes;
  /** The list's classes: its margin, spacing and text colour. */
  className?: string;
}) {
  const { item, check } = sizes[size];
  return (
    <ul className={className}>
      {items.map(({ id, text, icon = "check" }) => (
        <li key={id} className={item}>
          <Icon name={icon} className={check} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
