/** How wide the opening runs, and whether it is centred over the section. */
const widths = {
  /** The home page's sections. */
  narrow: "max-w-2xl",
  centered: "mx-auto max-w-2xl text-center",
  /** The pricing page's sections, whose intros are longer. */
  wide: "max-w-3xl",
} as const;

/** The opening of a page's section: a small label, its h2 (the section's name) and an optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  width = "narrow",
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  width?: keyof typeof widths;
}) {
  return (
    <div className={widths[width]}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-muted text-pretty">{intro}</p>}
    </div>
  );
}
