import { rmSync } from "node:fs";
import { mailDir, smtpPort } from "./smtp-config";
import { startSmtpListener } from "./smtp-listener";

/** Starts the run's SMTP listener (an empty mail folder each run); the returned function stops it. */
export default async function smtpSetup() {
  rmSync(mailDir, { recursive: true, force: true });
  const listener = await startSmtpListener({ port: smtpPort, dir: mailDir });
  return () => listener.close();
}
