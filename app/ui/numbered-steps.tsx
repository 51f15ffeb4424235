import type { ReactNode } from "react";

/**
 * An ordered list whose numbers stand in round badges. The badges are hidden from screen readers,
 * which announce the list's own numbering.
 */
export function NumberedSteps({
  steps,
  tone = "solid",
  className,
}: {
  steps: { id: string; content: ReactNode }[];
  tone?: "solid" | "soft";
  className?: string;
}) {
  const badge = tone === "solid" ? "bg-brand text-on-brand" : "bg-brand-soft text-brand";
  return (
    <ol className={className}>
      {steps.map(({ id, content }, index) => (
        <li key={id} className="flex gap-4">
          <span
            aria-hidden="true"
            className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full font-bold ${badge}`}
          >
            {index + 1}
          </span>
          <div className="min-w-0 pt-1">{content}</div>
        </li>
      ))}
    </ol>
  );
}
