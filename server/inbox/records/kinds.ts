import type { SubmissionStatus } from "#server/db/status";

/** The three queues of the inbox, in the order of its menu. */
export const kinds = ["demo", "contact", "deletion"] as const;
export type Kind = (typeof kinds)[number];

export const isKind = (value: unknown): value is Kind => kinds.includes(value as Kind);

/** The statuses a queue shows; `unconfirmed` deletion requests are not the team's yet. */
export const queueStatuses = ["new", "in_progress", "done", "spam"] as const satisfies SubmissionStatus[];
export type QueueStatus = (typeof queueStatuses)[number];

/** The values the forms offer (app/forms): one source for the filters and the labels. */
export { demoRoles, planIds } from "#core/forms/demo/schema";
export { contactSubjects } from "#core/forms/contact/schema";
