/**
 * The file beside each built page that holds its data for hydration (`/core/demo/hydration.json`):
 * the build writes it (scripts/perf/defer-hydration.ts), the page's starter fetches it, and the
 * service revalidates it like the page (decision 015).
 */
export const HYDRATION_DATA = "hydration.json";
