/** The six roles of docs/product.md §5; what each sees is in the copy (home.roles.*). */
export const roles = ["MANAGER", "SYNDIC", "OWNER", "RESIDENT", "STAFF", "SECURITY"] as const;
export type Role = (typeof roles)[number];
