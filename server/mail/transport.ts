import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { outboxEmails } from "#server/db/schema";

/** One e-mail of the outbox, as stored. */
export type OutboxRow = typeof outboxEmails.$inferSelect;

/** Sends one queued e-mail, or throws. */
export type MailTransport = {
  send: (row: OutboxRow) => Promise<void>;
  /** Where mail goes, for the log: `smtp://host:port` or the outbox folder. */
  describe: string;
  close: () => void;
};

function message(row: OutboxRow, from: string) {
  return {
    from,
    to: row.toAddress,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    // A stable id lets a mail server drop a duplicate if a send is retried after a lost answer.
    messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@urbis.invalid>`,
    // A demo's invitation: a text/calendar part calendars act on, and the same as invite.ics.
    ...(row.calendar
      ? {
          icalEvent: {
            method: /^METHOD:CANCEL\r?$/m.test(row.calendar) ? "CANCEL" : "REQUEST",
            content: row.calendar,
          },
        }
      : {}),
  };
}

/** Connections kept open to the SMTP server: a worker sends its batch over them at once. */
const SMTP_CONNECTIONS = 5;

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: SMTP_CONNECTIONS });
  const { protocol, host } = new URL(url);
  return {
    describe: `${protocol}//${host}`,
    send: async (row) => {
      await transporter.sendMail(message(row, from));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP: each e-mail becomes a .eml file in `dir` (open it with any mail client), and the log
 * says where. Nothing is dropped.
 */
export function folderTransport(
  dir: string,
  from: string,
  log: (file: string, row: OutboxRow) => void,
): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: path.resolve(dir),
    send: async (row) => {
      const info = await transporter.sendMail(message(row, from));
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${row.createdAt.toISOString().replace(/[:.]/g, "-")}-${row.id}-${row.purpose}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log(file, row);
    },
    close: () => transporter.close(),
  };
}
