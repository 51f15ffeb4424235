import type { ReactNode } from "react";

/** The opening of an inner page: a small label, the page's one h1, and its introduction. */
export function PageIntro({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-line bg-surface">
      <div className="container-page py-14 md:py-20">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-muted text-pretty">{intro}</p>
        {children}
      </div>
    </section>
  );
}
