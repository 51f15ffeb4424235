import { NotFoundView, notFoundMeta } from "#app/shell/not-found-view";
import type { Route } from "./+types/route";

/** Any path no route knows. Its copy is the shell's: this page has no data of its own. */
export const meta: Route.MetaFunction = ({ location, matches }) => notFoundMeta({ location, matches });

export default function NotFound() {
  return <NotFoundView />;
}
