import { useNavigation } from "react-router";
import { useT } from "#app/i18n/use-t";

/**
 * The full-screen black view with a large spinner while the next page's code or data loads
 * (docs/product.md §2). It fades in after a short delay so that fast navigations do not flash it; the
 * first load never shows it, since the page arrives prerendered.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const t = useT();
  if (navigation.state !== "loading") return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-black opacity-0 animate-[fade-in_0.2s_ease-out_0.12s_forwards] motion-reduce:opacity-100"
    >
      <span
        aria-hidden="true"
        className="block size-20 rounded-full border-[6px] border-white/20 border-t-white animate-spin motion-reduce:animate-none motion-reduce:border-white/60"
      />
      <span className="sr-only">{t("common.loading")}</span>
    </div>
  );
}
