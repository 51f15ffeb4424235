import type { Role } from "#core/content/roles";
import type { IconName } from "#app/ui/icon";

/** The picture beside each role's name on the feature pages. */
export const roleIcons: Record<Role, IconName> = {
  MANAGER: "briefcase",
  SYNDIC: "building",
  OWNER: "key",
  RESIDENT: "home",
  STAFF: "wrench",
  SECURITY: "shield",
};
