import type { ReactNode } from "react";
import { Section } from "#app/ui/section";

/**
 * A part of a tool's page stating what the tool rests on (its rules of law, its assumptions): a
 * title, an introduction, then a card for each, two abreast on wide screens. The cards, list items
 * that end with their sources, are the children.
 */
export function SourcedCards({
  anchor,
  title,
  intro,
  children,
  after,
}: {
  /** The section's id, where links land; its heading's id is this followed by `-title`. */
  anchor: string;
  title: string;
  intro: string;
  children: ReactNode;
  /** What follows the cards, inside the part (the rules' collapsed note). */
  after?: ReactNode;
}) {
  return (
    <Section anchor={anchor} title={title} className="container-page pt-14 md:pt-20">
      <p className="mt-4 max-w-3xl text-lg text-muted text-pretty">{intro}</p>
      <ul className="mt-8 grid gap-4 lg:grid-cols-2">{children}</ul>
      {after}
    </Section>
  );
}
