import type { ReactNode } from "react";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";

/** Beside the text on wide screens: the box's and the title's looks that two layouts share. */
const besideText = {
  section: "container-page pt-14 md:pt-20",
  box: "rounded-3xl bg-brand-soft px-6 py-10 sm:px-10 md:flex md:items-center md:justify-between md:gap-10",
  title: "text-2xl font-bold tracking-tight text-balance sm:text-3xl",
  body: "mt-3 text-lg text-pretty",
  textApart: true,
} as const;

/**
 * The band's layouts, each as the pages that use it had it before they shared it: where the
 * buttons stand, whether the demo's has an arrow (after a space, or right after the words), and
 * whether the second way on is a button or a plain link.
 */
const layouts = {
  /** Text and buttons in one column, the second way on a button too (company and solution pages). */
  stacked: {
    section: "container-page mt-20",
    box: "relative overflow-hidden rounded-3xl bg-brand-soft px-6 py-10 sm:px-10 md:py-14",
    title: "text-3xl font-bold tracking-tight text-balance",
    body: "mt-3 text-lg text-muted text-pretty",
    textApart: false,
    actions: "mt-6 flex flex-wrap gap-3",
    demoArrow: "spaced",
    secondaryLink: false,
  },
  /** The buttons beside the text on wide screens, the second way on a plain link (feature pages). */
  beside: {
    ...besideText,
    actions: "mt-6 flex shrink-0 flex-wrap items-center gap-x-6 gap-y-3 md:mt-0 md:flex-col md:items-end",
    demoArrow: "none",
    secondaryLink: true,
  },
  /** The buttons in a row beside the text on wide screens, each a button (pricing page). */
  "beside-row": {
    ...besideText,
    actions: "mt-6 flex shrink-0 flex-wrap gap-3 md:mt-0",
    demoArrow: "tight",
    secondaryLink: false,
  },
} as const;

const arrow = <Icon name="arrow-right" flip className="size-4" />;

/** The closing band of a page: a short invitation and the "book a demo" button (/core/demo). */
export function DemoCta({
  id = "demo-cta-title",
  title,
  body,
  demoLabel,
  secondary,
  layout = "stacked",
  children,
}: {
  /** The heading's id, unique on the page. */
  id?: string;
  title: string;
  body: string;
  demoLabel: string;
  /** An optional second way on, e.g. back to the overview. */
  secondary?: { to: string; label: string };
  layout?: keyof typeof layouts;
  /** More ways on, after the buttons (a WhatsApp link). */
  children?: ReactNode;
}) {
  const look = layouts[layout];
  const text = (
    <>
      <h2 id={id} className={look.title}>
        {title}
      </h2>
      <p className={look.body}>{body}</p>
    </>
  );
  const actions = (
    <div className={look.actions}>
      <LocalLink to="/core/demo" className="btn btn-primary">
        {demoLabel}
        {look.demoArrow === "spaced" && " "}
        {look.demoArrow !== "none" && arrow}
      </LocalLink>
      {secondary && <SecondaryLink {...secondary} plain={look.secondaryLink} />}
      {children}
    </div>
  );
  return (
    <section aria-labelledby={id} className={look.section}>
      <div className={look.box}>
        {look.textApart ? (
          <>
            <div className="max-w-2xl">{text}</div>
            {actions}
          </>
        ) : (
          <div className="max-w-2xl">
            {text}
            {actions}
          </div>
        )}
      </div>
    </section>
  );
}

/** The second way on: a button, or a plain link followed by an arrow. */
function SecondaryLink({ to, label, plain }: { to: string; label: string; plain: boolean }) {
  return plain ? (
    <LocalLink
      to={to}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-strong underline-offset-4 hover:underline"
    >
      {label} {arrow}
    </LocalLink>
  ) : (
    <LocalLink to={to} className="btn btn-secondary">
      {label}
    </LocalLink>
  );
}
