import type { ReactNode } from "react";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";

/** The band's two layouts, each as the pages that use it had it before they shared it. */
const layouts = {
  /** Text and buttons in one column, the second way on a button too (company and solution pages). */
  stacked: {
    section: "container-page mt-20",
    box: "relative overflow-hidden rounded-3xl bg-brand-soft px-6 py-10 sm:px-10 md:py-14",
    title: "text-3xl font-bold tracking-tight text-balance",
    body: "mt-3 text-lg text-muted text-pretty",
    actions: "mt-6 flex flex-wrap gap-3",
  },
  /** The buttons beside the text on wide screens, the second way on a plain link (feature pages). */
  beside: {
    section: "container-page pt-14 md:pt-20",
    box: "rounded-3xl bg-brand-soft px-6 py-10 sm:px-10 md:flex md:items-center md:justify-between md:gap-10",
    title: "text-2xl font-bold tracking-tight text-balance sm:text-3xl",
    body: "mt-3 text-lg text-pretty",
    actions: "mt-6 flex shrink-0 flex-wrap items-center gap-x-6 gap-y-3 md:mt-0 md:flex-col md:items-end",
  },
} as const;

const arrow = <Icon name="arrow-right" flip className="size-4" />;

/** The closing band of a page: a short invitation and the "book a demo" button (/core/demo). */
export function DemoCta({
  title,
  body,
  demoLabel,
  secondary,
  layout = "stacked",
}: {
  title: string;
  body: string;
  demoLabel: string;
  /** An optional second way on, e.g. back to the overview. */
  secondary?: { to: string; label: string };
  layout?: keyof typeof layouts;
}) {
  const look = layouts[layout];
  const stacked = layout === "stacked";
  const text: ReactNode = (
    <>
      <h2 id="demo-cta-title" className={look.title}>
        {title}
      </h2>
      <p className={look.body}>{body}</p>
    </>
  );
  const actions = (
    <div className={look.actions}>
      <LocalLink to="/core/demo" className="btn btn-primary">
        {stacked ? (
          <>
            {demoLabel} {arrow}
          </>
        ) : (
          demoLabel
        )}
      </LocalLink>
      {secondary &&
        (stacked ? (
          <LocalLink to={secondary.to} className="btn btn-secondary">
            {secondary.label}
          </LocalLink>
        ) : (
          <LocalLink
            to={secondary.to}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-strong underline-offset-4 hover:underline"
          >
            {secondary.label} {arrow}
          </LocalLink>
        ))}
    </div>
  );
  return (
    <section aria-labelledby="demo-cta-title" className={look.section}>
      <div className={look.box}>
        {stacked ? (
          <div className="max-w-2xl">
            {text}
            {actions}
          </div>
        ) : (
          <>
            <div className="max-w-2xl">{text}</div>
            {actions}
          </>
        )}
      </div>
    </section>
  );
}
