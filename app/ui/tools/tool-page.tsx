import { useState, type ReactNode } from "react";
import { ToolArea, ToolCta, type ToolCopy } from "./tool-area";
import { ToolIntro } from "./tool-notes";

/**
 * A toolbox page (decisions 037, 039, 040, 042), in its order: the opening, the tool where it
 * appears (`tool`, told how to report the number of lots typed), the guide to it, what it rests on
 * (its rules, or its assumptions), and the way on, whose demo form takes that number of lots.
 * `printable`: the page prints the tool's document alone.
 */
export function ToolPage({
  copy,
  storageKey,
  printable = false,
  tool,
  guide,
  sources,
}: {
  copy: ToolCopy;
  storageKey: string;
  printable?: boolean;
  tool: (onLots: (count: number) => void) => ReactNode;
  guide: ReactNode;
  sources: ReactNode;
}) {
  const [lots, setLots] = useState(0);
  return (
    <>
      <ToolIntro copy={copy} hideInPrint={printable} />
      <ToolArea copy={copy} storageKey={storageKey} printable={printable}>
        {tool(setLots)}
      </ToolArea>
      {guide}
      {sources}
      <ToolCta copy={copy} lots={lots} />
    </>
  );
}
