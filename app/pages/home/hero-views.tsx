import type { ProductView } from "#core/content/product-views/types";
import { ViewFigure } from "#app/ui/product-view/product-view";
import { Screen } from "#app/ui/product-view/screen";

/**
 * The app as a buyer meets it: the manager's dashboard at a desk and a resident's phone beside it,
 * in front of the window's chart (its figures and requests stay in view). One figure for assistive
 * technology; on a narrow screen, the dashboard alone.
 */
export function HeroViews({ desk, phone }: { desk: ProductView; phone: ProductView }) {
  return (
    <ViewFigure label={desk.label} className="mx-auto w-full max-w-xl md:max-w-none">
      <div className="relative sm:pe-16 sm:pb-36 md:pe-8 lg:pe-0">
        <Screen view={desk} />
        <div className="absolute end-0 bottom-0 hidden sm:block md:-end-6 lg:-end-12">
          <Screen view={phone} />
        </div>
      </div>
    </ViewFigure>
  );
}
