import type { ReactNode } from "react";
import type { Role } from "#core/content/roles";
import type { Card } from "./card-grid";
import type { IconName } from "./icon";

/** The picture beside each role's name, wherever the site names the roles. */
export const roleIcons: Readonly<Record<Role, IconName>> = {
  MANAGER: "briefcase",
  SYNDIC: "users",
  OWNER: "key",
  RESIDENT: "home",
  STAFF: "wrench",
  SECURITY: "shield",
};

/** A role's card: its icon beside its name, then what the page says of the role. */
export function roleCard(role: Role, name: ReactNode, body: ReactNode): Card {
  return { id: role, icon: roleIcons[role], title: name, body };
}
