import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

/** A message the listener received, parsed. */
export type ReceivedMail = {
  to: string[];
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
};

export type SmtpListener = {
  port: number;
  messages: ReceivedMail[];
  /** Refuses the next `count` messages with a temporary failure (451), as a busy server would. */
  failNext: (count: number) => void;
  /** Resolves with the first message (already received or to come) that matches. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/**
 * An SMTP server in the test process: it accepts everything (no TLS, no auth) and keeps what it
 * receives in memory, and as files in `dir` when given (for tests in other processes).
 */
export async function startSmtpListener({
  port = 0,
  dir,
}: { port?: number; dir?: string } = {}): Promise<SmtpListener> {
  const messages: ReceivedMail[] = [];
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  let failures = 0;
  if (dir) mkdirSync(dir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures--;
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        void PostalMime.parse(raw).then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            from: parsed.from?.address ?? "",
            replyTo: parsed.replyTo?.[0]?.address ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html ?? "",
            raw,
          };
          messages.push(mail);
          if (dir) {
            // Written aside, then renamed: a test reading the folder never sees half a file.
            const file = path.join(dir, `${Date.now()}-${messages.length}.json`);
            writeFileSync(`${file}.part`, JSON.stringify(mail));
            renameSync(`${file}.part`, file);
          }
          for (const waiter of waiters.splice(0)) {
            if (waiter.match(mail)) waiter.resolve(mail);
            else waiters.push(waiter);
          }
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // A sender that dies mid-session (a killed instance) resets its connection; a real server logs
  // that and goes on, and so does this one. Unheard, the error would end the test process.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    messages,
    failNext: (count) => {
      failures = count;
    },
    waitFor: (match, timeoutMs = 15_000) => {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("No matching e-mail arrived")), timeoutMs);
        waiters.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
