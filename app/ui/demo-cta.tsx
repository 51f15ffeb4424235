import type { ReactNode } from "react";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";

/** The closing band of a page: a short invitation and the "book a demo" button (/core/demo). */
export function DemoCta({
  title,
  body,
  demoLabel,
  secondary,
}: {
  title: string;
  body: string;
  demoLabel: string;
  /** An optional second way on, e.g. back to the overview. */
  secondary?: ReactNode;
}) {
  return (
    <section aria-labelledby="demo-cta-title" className="container-page mt-20">
      <div className="relative overflow-hidden rounded-3xl bg-brand-soft px-6 py-10 sm:px-10 md:py-14">
        <div className="max-w-2xl">
          <h2 id="demo-cta-title" className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          <p className="mt-3 text-lg text-muted text-pretty">{body}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <LocalLink to="/core/demo" className="btn btn-primary">
              {demoLabel} <Icon name="arrow-right" flip className="size-4" />
            </LocalLink>
            {secondary}
          </div>
        </div>
      </div>
    </section>
  );
}
