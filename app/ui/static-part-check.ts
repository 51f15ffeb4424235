import { LocalLink } from "./local-link";

/**
 * Development only: what in a StaticPart would be frozen as prerendered (decision 017). A part's
 * content never runs in the browser once the page has hydrated, so state, an effect or an event
 * handler inside it does nothing there, silently. When a part renders its children (a page
 * reached in the app, a test), this reads what React rendered inside it and names what would be
 * frozen. It reads React's own fibers, which React does not document: if they change shape, the
 * check finds nothing, and its test (tests/app/ui/static-part.test.tsx) fails on its known bad part.
 */

type Hook = { memoizedState: unknown; queue: unknown; next: Hook | null };
type Fiber = {
  type: unknown;
  memoizedProps: Record<string, unknown> | null;
  memoizedState: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
};

function nameOf(type: unknown): string {
  if (typeof type === "string") return `<${type}>`;
  if (typeof type === "function") return (type as { displayName?: string }).displayName || type.name;
  return "a component";
}

/** The state and effects a function component's hooks hold, and whether it is a class's state. */
function hooksOf(fiber: Fiber): string[] {
  const type = fiber.type as { prototype?: { isReactComponent?: unknown } };
  if (type.prototype?.isReactComponent) return ["state (a class component)"];
  const found: string[] = [];
  for (let hook = fiber.memoizedState as Hook | null; hook && typeof hook === "object"; hook = hook.next) {
    const effect = hook.memoizedState as { create?: unknown } | null;
    if (hook.queue !== null && hook.queue !== undefined) found.push("state");
    else if (effect && typeof effect === "object" && typeof effect.create === "function")
      found.push("an effect");
  }
  return [...new Set(found)];
}

/** A host element's event handlers, but for a LocalLink's own: the part follows its links. */
function handlersOf(fiber: Fiber): string[] {
  if (fiber.return?.type === LocalLink) return [];
  const props = fiber.memoizedProps ?? {};
  if ("data-static-part" in props) return [];
  return Object.keys(props).filter((prop) => /^on[A-Z]/.test(prop) && typeof props[prop] === "function");
}

/** What React rendered inside `part` (the part's own element) that would be frozen. */
export function frozenInside(part: Element): string[] {
  const key = Object.keys(part).find((k) => k.startsWith("__reactFiber$"));
  const fiber = key ? (part as unknown as Record<string, Fiber>)[key] : undefined;
  const found: string[] = [];
  const visit = (node: Fiber | null, part: unknown) => {
    for (; node; node = node.sibling) {
      const name = nameOf(node.type);
      if (typeof node.type === "string") {
        for (const handler of handlersOf(node)) found.push(`${handler} on ${name}`);
      } else if (typeof node.type === "function" && node.type !== part) {
        for (const held of hooksOf(node)) found.push(`${held} in ${name}`);
        // A handler given to a LocalLink still runs on its anchor's clicks, but not in a part.
        if (node.type === LocalLink)
          for (const handler of handlersOf({ ...node, return: null })) found.push(`${handler} on ${name}`);
      }
      visit(node.child, part);
    }
  };
  visit(fiber?.child ?? null, fiber?.return?.type);
  return [...new Set(found)];
}

const warned = new Set<string>();

/** The StaticPart's ref, in development: warns once for each part that holds something frozen. */
export function checkStaticPart(part: HTMLDivElement | null) {
  if (!part) return;
  const frozen = frozenInside(part);
  const message = `${part.id}: ${frozen.join(", ")}`;
  if (frozen.length === 0 || warned.has(message)) return;
  warned.add(message);
  console.warn(
    `A StaticPart keeps its content as prerendered while the page hydrates, so nothing in it runs in the browser after that: ${frozen.join(", ")}. Move what changes out of the part (decision 017).`,
    part,
  );
}
