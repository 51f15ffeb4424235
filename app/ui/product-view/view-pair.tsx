import type { ProductView, ViewKey } from "#core/content/product-views/types";
import { ViewFigure } from "./product-view";
import { ViewScreen } from "./view-screen";

/**
 * How the phone stands by the window. `corner`: in front of the window's lower corner, reaching
 * below it (the home page's hero, whose dashboard is the taller). `beside`: at the window's end,
 * overlapping its edge, both resting on one line, so that a phone taller than its window pushes
 * the figure's height instead of rising out of it (a solution page's pair, of any heights).
 */
const layouts = {
  corner: {
    box: "relative sm:pe-16 sm:pb-36 md:pe-8 lg:pe-0",
    desk: null,
    phone: "absolute end-0 bottom-0 hidden sm:block md:-end-6 lg:-end-12",
  },
  beside: {
    box: "flex items-end",
    desk: "min-w-0 flex-1",
    phone: "relative -ms-16 hidden shrink-0 sm:block",
  },
  /** As `beside`, but a narrow screen shows the phone alone (when the phone's is the main view). */
  "beside-phone-first": {
    box: "flex items-end justify-center",
    desk: "hidden min-w-0 flex-1 sm:block",
    phone: "relative shrink-0 sm:-ms-16",
  },
} as const;

/**
 * Two screens of the app as it is used: a window at a desk and a phone beside it (the home page's
 * dashboard and resident, a solution's manager and resident). One figure for assistive technology,
 * labelled by `label`; on a narrow screen, one of them: the window, unless the layout says the phone.
 */
export function ViewPair({
  desk,
  phone,
  label,
  layout = "corner",
}: {
  desk: ProductView;
  phone: ProductView;
  label: ViewKey | readonly ViewKey[];
  layout?: keyof typeof layouts;
}) {
  const look = layouts[layout];
  return (
    <ViewFigure label={label} className="mx-auto w-full max-w-xl md:max-w-none">
      <div className={look.box}>
        {look.desk ? (
          <div className={look.desk}>
            <ViewScreen view={desk} />
          </div>
        ) : (
          <ViewScreen view={desk} />
        )}
        <div className={look.phone}>
          <ViewScreen view={phone} />
        </div>
      </div>
    </ViewFigure>
  );
}
