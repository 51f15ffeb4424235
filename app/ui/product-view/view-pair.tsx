import type { ProductView } from "#core/content/product-views/types";
import { ViewFigure } from "./product-view";
import { Screen } from "./screen";

/**
 * Two screens of the app as one figure: a desktop window and, in front of its lower end, a phone
 * (the window's first blocks stay in view). Both share one grid cell, so the figure is as tall as
 * the taller of them and a window shorter than the phone pushes nothing out of it. The home page's
 * hero, a solution page's. The label says what both show; on a narrow screen, the window alone.
 */
export function ViewPair({ desk, phone }: { desk: ProductView; phone: ProductView }) {
  return (
    <ViewFigure
      label={desk.label === phone.label ? desk.label : [desk.label, phone.label]}
      className="mx-auto w-full max-w-xl md:max-w-none"
    >
      <div className="grid">
        <div className="col-start-1 row-start-1 self-start sm:pe-16 sm:pb-36 md:pe-8 lg:pe-0">
          <Screen view={desk} />
        </div>
        <div className="col-start-1 row-start-1 hidden self-end justify-self-end sm:mt-24 sm:block md:-me-6 lg:-me-12">
          <Screen view={phone} />
        </div>
      </div>
    </ViewFigure>
  );
}
