/**
 * The icons the feature and solution catalogs may show, each a name of app/ui/icon.tsx. The catalogs
 * are data (`features.json`, `solutions.json`), whose strings TypeScript reads as any string: their
 * entries are typed with this list once their tests (tests/core/content/features.test.ts and
 * solutions.test.ts) have checked them against it, and `<Icon name>` checks the list itself at
 * compile time wherever a page draws a catalog's icon.
 */
export const catalogIcons = [
  "megaphone",
  "calendar",
  "chat-bubbles",
  "ballot",
  "bell",
  "users",
  "home",
  "building",
  "suitcase",
  "briefcase",
  "layers",
  "wrench",
  "truck",
  "clipboard",
  "headset",
  "presentation",
  "shopping-bag",
  "package",
  "pool",
  "calendar-check",
  "tag",
  "folder",
  "bar-chart",
  "id-card",
  "file-text",
  "key",
  "alert",
  "car",
  "shield",
  "activity",
] as const;
export type CatalogIcon = (typeof catalogIcons)[number];
