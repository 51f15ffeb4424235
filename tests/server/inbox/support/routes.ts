import type { FastifyInstance } from "fastify";

export type Route = { method: string; path: string };

/**
 * Every route of the service, read from Fastify's own route table (printRoutes draws it as a tree:
 * each level indents by four characters and adds its segment to its parent's path).
 */
export function routeTable(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes().split("\n")) {
    const match = line.match(/^([│├└─ ]*)(\S[^(]*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const [, indent = "", segment = "", methods] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? "") + segment;
    stack[depth] = path;
    for (const method of methods?.split(", ") ?? []) routes.push({ method, path });
  }
  return routes;
}
