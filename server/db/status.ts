import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { statusChanges, submissions } from "./schema";

export type SubmissionStatus = (typeof submissions.$inferSelect)["status"];

/** The moves the team (or the service) may make; `unconfirmed` → `new` is the requester's click. */
const allowed: Record<SubmissionStatus, SubmissionStatus[]> = {
  unconfirmed: ["new"],
  new: ["in_progress", "done", "spam"],
  in_progress: ["new", "done", "spam"],
  done: ["in_progress"],
  spam: ["new"],
};

export function canMove(from: SubmissionStatus, to: SubmissionStatus): boolean {
  return allowed[from].includes(to);
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Moves a submission to `to` and records who did it (null: the service or the requester), in the
 * caller's transaction. Returns false when the submission is not in `from` any more (someone else
 * moved it first) or the move is not allowed.
 */
export async function changeStatus(
  tx: Tx | Database,
  { id, from, to, by }: { id: string; from: SubmissionStatus; to: SubmissionStatus; by: string | null },
): Promise<boolean> {
  if (!canMove(from, to)) return false;
  const moved = await tx
    .update(submissions)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(submissions.id, id), eq(submissions.status, from)))
    .returning({ id: submissions.id });
  if (moved.length === 0) return false;
  await tx.insert(statusChanges).values({ submissionId: id, fromStatus: from, toStatus: to, changedBy: by });
  return true;
}
