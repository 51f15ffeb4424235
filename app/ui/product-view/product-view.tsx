import type { ReactNode } from "react";
import type { ProductView, ViewKey } from "#core/content/product-views/types";
import { useT } from "#app/i18n/use-t";
import { ViewScreen } from "./view-screen";

/**
 * An illustrative view of the app, for assistive technology one image: a labelled figure whose
 * screens are hidden from the reading order, captioned as an illustration with sample data. No
 * state, effect or handler: it lives in a StaticPart and adds nothing to hydrate.
 */
export function ViewFigure({
  label,
  className = "",
  children,
}: {
  /** What the screens show, in a sentence each. */
  label: ViewKey | readonly ViewKey[];
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  const labels: readonly ViewKey[] = typeof label === "string" ? [label] : label;
  return (
    <figure aria-label={labels.map((key) => t(key)).join(" ")} className={className}>
      <div aria-hidden="true">{children}</div>
      <figcaption className="mt-3 text-center text-xs text-muted">{t("views.common.caption")}</figcaption>
    </figure>
  );
}

/** A feature's view: its one screen, centred. */
export function ProductViewFigure({ view, className }: { view: ProductView; className?: string }) {
  return (
    <ViewFigure label={view.label} className={className}>
      <div className="flex justify-center">
        <ViewScreen view={view} />
      </div>
    </ViewFigure>
  );
}
