/** A route as React Router's manifest lists it in the browser. */
export type ManifestRoute = { id: string; parentId?: string };

/**
 * Keeps, in React Router's route manifest, the root and the routes of one language only.
 *
 * The browser's router is created from every route it knows, in one piece during hydration (it
 * matches the page's address against all of them, twice), and each language is a branch of its
 * own (app/routes.ts: a layout whose id is the language's code). A page never goes to another
 * language inside the app (the language links load a new document), so the other branches are of
 * no use in the browser, and creating the router costs a third of what it did (decision 016).
 */
export function keepLanguageRoutes(routes: Record<string, ManifestRoute>, code: string): void {
  const branchOf = (route: ManifestRoute): string => {
    let top = route;
    while (top.parentId && top.parentId !== "root") {
      const parent = routes[top.parentId];
      if (!parent) break;
      top = parent;
    }
    return top.id;
  };
  const others = Object.values(routes)
    .filter((route) => route.id !== "root" && branchOf(route) !== code)
    .map((route) => route.id);
  for (const id of others) Reflect.deleteProperty(routes, id);
}
