import { useEffect } from "react";
import { useNavigation } from "react-router";
import { warmViewScreens } from "#app/ui/product-view/view-screen";

/**
 * Starts loading, as soon as a navigation in the app starts, the code that the next page may draw
 * but that no prerendered page needs: the product views' screens. It downloads beside the next
 * page's own code and data instead of after them.
 */
export function WarmOnNavigation() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === "loading") void warmViewScreens();
  }, [state]);
  return null;
}
