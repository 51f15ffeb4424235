import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { referencePattern } from "#server/db/reference";
import { notes, staffUsers, statusChanges, submissions } from "#server/db/schema";
import { changeStatus, type SubmissionStatus } from "#server/db/status";
import { deletionDoneEmail } from "#server/mail/deletion-done-email";
import { enqueue } from "#server/mail/outbox";
import type { Kind, QueueStatus } from "./kinds";

/** What the team does to a record: move its status (recorded with who and when), and note things. */
export type MailSettings = { serviceUrl?: string; teamEmail: string };

export const MAX_NOTE_LENGTH = 5000;

/**
 * Moves each record to `to` when the move is allowed from its status — from `expected` when the
 * person saw one (a detail page): if someone changed it meanwhile, it is left alone. Marking a
 * deletion ticket done queues the requester's e-mail in the same transaction, the first time only.
 */
export async function moveRecords(
  db: Database,
  mail: MailSettings,
  {
    kind,
    references,
    to,
    by,
    expected,
  }: { kind: Kind; references: string[]; to: QueueStatus; by: string; expected?: SubmissionStatus },
): Promise<{ moved: string[]; skipped: string[] }> {
  const moved: string[] = [];
  const skipped: string[] = [];
  for (const reference of new Set(references)) {
    // Not a reference (a NUL would even fail the query): nothing to move.
    if (!referencePattern.test(reference)) {
      skipped.push(reference);
      continue;
    }
    const done = await db.transaction(async (tx) => {
      const [record] = await tx
        .select()
        .from(submissions)
        .where(
          and(
            eq(submissions.kind, kind),
            eq(submissions.reference, reference),
            ne(submissions.status, "unconfirmed"),
          ),
        );
      if (!record) return false;
      const from = expected ?? record.status;
      // The requester is told once: a ticket reopened and closed again does not e-mail them twice.
      const toldBefore =
        kind === "deletion" &&
        to === "done" &&
        (await tx.$count(
          statusChanges,
          and(eq(statusChanges.submissionId, record.id), eq(statusChanges.toStatus, "done")),
        )) > 0;
      if (!(await changeStatus(tx, { id: record.id, from, to, by }))) return false;
      if (kind === "deletion" && to === "done" && !toldBefore)
        await enqueue(tx, [deletionDoneEmail(record, mail)], record.id);
      return true;
    });
    (done ? moved : skipped).push(reference);
  }
  return { moved, skipped };
}

export async function addNote(
  db: Database,
  { submissionId, authorId, body }: { submissionId: string; authorId: string; body: string },
): Promise<boolean> {
  // A NUL (which PostgreSQL refuses in text) is dropped: nobody meant to write it.
  const text = body.replaceAll("\0", "").trim();
  if (!text || text.length > MAX_NOTE_LENGTH) return false;
  await db.insert(notes).values({ submissionId, authorId, body: text });
  return true;
}

export type HistoryEntry = {
  from: SubmissionStatus | null;
  to: SubmissionStatus;
  at: Date;
  by: string | null;
};
export type NoteEntry = { body: string; at: Date; by: string | null };

/** A record's history and notes, oldest first, with the names of who did what. */
export async function timelineOf(
  db: Database,
  submissionId: string,
): Promise<{ history: HistoryEntry[]; notes: NoteEntry[] }> {
  const [history, noteRows] = await Promise.all([
    db
      .select({
        from: statusChanges.fromStatus,
        to: statusChanges.toStatus,
        at: statusChanges.changedAt,
        by: staffUsers.name,
      })
      .from(statusChanges)
      .leftJoin(staffUsers, eq(staffUsers.id, statusChanges.changedBy))
      .where(eq(statusChanges.submissionId, submissionId))
      .orderBy(asc(statusChanges.changedAt), asc(statusChanges.id)),
    db
      .select({ body: notes.body, at: notes.createdAt, by: staffUsers.name })
      .from(notes)
      .leftJoin(staffUsers, eq(staffUsers.id, notes.authorId))
      .where(eq(notes.submissionId, submissionId))
      .orderBy(asc(notes.createdAt), asc(notes.id)),
  ]);
  return { history, notes: noteRows };
}
