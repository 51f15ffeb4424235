import { Suspense, type ReactNode } from "react";
import { useT } from "#app/i18n/use-t";
import { ArrowLink } from "#app/ui/arrow-link";
import { useFirstUse } from "./first-use";

/** The copy of a tool's page: `<copy>.toolTitle`, `.loading`, `.noscript` and `.cta.*`. */
export type ToolCopy = "tools.charges" | "tools.savings" | "tools.assembly";

/**
 * Where a tool appears on its page (decisions 037, 042). The prerendered page, and a browser
 * without script, say what the tool needs; once the visitor first uses the page (or has work kept
 * under `storageKey`), the tool (`children`, a lazy component) replaces the waiting line. Its room
 * is kept a screen high from the first paint, so its arrival moves nothing the visitor sees.
 * `printable`: the tool prints without the heading.
 */
export function ToolArea({
  copy,
  storageKey,
  printable = false,
  children,
}: {
  copy: ToolCopy;
  storageKey: string;
  printable?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const used = useFirstUse(storageKey);
  const waiting = <p className="mt-6 text-muted [@media(scripting:none)]:hidden">{t(`${copy}.loading`)}</p>;
  return (
    <section
      id="tool"
      aria-labelledby="tool-title"
      className={`container-page pt-10 md:pt-14 ${printable ? "print:pt-0" : ""}`}
    >
      <h2 id="tool-title" className={`text-3xl font-bold tracking-tight ${printable ? "print:hidden" : ""}`}>
        {t(`${copy}.toolTitle`)}
      </h2>
      <noscript>
        <p className="mt-6 max-w-2xl rounded-2xl border border-accent p-4 font-medium">
          {t(`${copy}.noscript`)}
        </p>
      </noscript>
      <div className="min-h-svh [@media(scripting:none)]:min-h-0 print:min-h-0">
        {used ? <Suspense fallback={waiting}>{children}</Suspense> : waiting}
      </div>
    </section>
  );
}

/** A tool's way on: a demo of Urbis, the form's size prefilled with the number of lots typed. */
export function ToolCta({ copy, lots }: { copy: ToolCopy; lots: number }) {
  const t = useT();
  return (
    <section aria-labelledby="cta-title" className="container-page pt-14 md:pt-20 print:hidden">
      <div className="rounded-3xl bg-brand-soft px-6 py-10 sm:px-10">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t(`${copy}.cta.title`)}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-pretty">{t(`${copy}.cta.body`)}</p>
        <ArrowLink to={lots > 0 ? `/core/demo?size=${lots}` : "/core/demo"} className="btn btn-primary mt-6">
          {lots > 0 ? t(`${copy}.cta.withLots`, { count: lots }) : t(`${copy}.cta.primary`)}
        </ArrowLink>
      </div>
    </section>
  );
}
