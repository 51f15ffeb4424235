import type { SubmissionStatus } from "#server/db/status";

/** The three queues of the inbox, in the order of its menu. */
export const kinds = ["demo", "contact", "deletion"] as const;
export type Kind = (typeof kinds)[number];

export const isKind = (value: unknown): value is Kind => kinds.includes(value as Kind);

/** The statuses a queue shows; `unconfirmed` deletion requests are not the team's yet. */
export const queueStatuses = ["new", "in_progress", "done", "spam"] as const satisfies SubmissionStatus[];
export type QueueStatus = (typeof queueStatuses)[number];

/** Values the demo form offers (app/forms/demo): roles, and the plans a request can point to. */
export const demoRoles = [
  "SYNDIC",
  "MANAGER",
  "DEVELOPER",
  "OWNER",
  "RESIDENT",
  "STAFF",
  "SECURITY",
  "OTHER",
] as const;
export const planIds = ["basic", "standard", "premium"] as const;
export const contactSubjects = ["sales", "support", "partnership", "press", "other"] as const;
