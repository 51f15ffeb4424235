import type { FeatureSlug } from "../features";
import { roles, type Role } from "../roles";
import { productViewOf } from "./index";
import { chip, item, list, phone, stats, status, time, view } from "./build";
import { count } from "./samples";
import { frameFor, type Block, type ProductView } from "./types";

/**
 * A caretaker's day on his phone, his tasks first: no feature page is the staff's own screen, so
 * the home page's roles show this one (sample data, captioned as such on the page).
 */
export const staffTasks: ProductView = view("staff", (k) =>
  phone("STAFF", { subtitle: k("subtitle"), action: k("action") }, [
    list(k("list"), [
      item(k("hall"), time("2026-05-12 07:00"), { icon: "sparkles", chip: chip(k("done"), "neutral") }),
      item(k("leak"), time("2026-05-12 08:14"), { icon: "wrench", chip: status("inProgress", "accent") }),
      item(k("extinguishers"), time("2026-05-12 14:00"), { icon: "shield", chip: chip(k("todo"), "brand") }),
      item(k("garden"), time("2026-05-12 17:30"), { icon: "sparkles", chip: chip(k("todo"), "brand") }),
    ]),
    stats(k, ["left", count(3), "accent"], ["done", count(2), "brand"]),
  ]),
);

function featureView(slug: FeatureSlug): ProductView {
  const view = productViewOf(slug);
  if (!view) throw new Error(`The feature ${slug} has no view`);
  return view;
}

/**
 * The screen each role of the home page's "for each role" works in: the most telling feature's
 * view of that role, or, for the staff, their own.
 */
export const roleViews: Record<Role, ProductView> = {
  MANAGER: featureView("service-providers"),
  SYNDIC: featureView("reports-exports"),
  OWNER: featureView("owner-management"),
  RESIDENT: featureView("service-requests"),
  STAFF: staffTasks,
  SECURITY: featureView("visitor-parking"),
};

/** A list's first rows: a card's crop shows two at most. */
const topRows = (block: Block): Block =>
  block.kind === "list" ? { ...block, rows: block.rows.slice(0, 2) } : block;

/**
 * What a role's card shows of its screen, cut off below: a phone's top bar and first block, a
 * desktop window's blocks (they fill its first rows), lists to their second row. The rest, which
 * no one would see, is neither drawn nor sent, nor is its copy.
 */
export function topOf(view: ProductView): ProductView {
  const blocks = frameFor(view.role) === "phone" ? view.blocks.slice(0, 1) : view.blocks;
  return { ...view, blocks: blocks.map(topRows) };
}

/** The six roles' screens as the home page's cards show them (topOf). */
export const roleTops = Object.fromEntries(roles.map((role) => [role, topOf(roleViews[role])])) as Record<
  Role,
  ProductView
>;
