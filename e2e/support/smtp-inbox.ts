import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { mailDir } from "./smtp-config";
import type { ReceivedMail } from "./smtp-listener";

function received(): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(path.join(mailDir, f), "utf8")) as ReceivedMail);
}

/** The first e-mail the run's SMTP listener received that matches, waiting for it if need be. */
export async function waitForMail(
  match: (mail: ReceivedMail) => boolean,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = received().find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error("No matching e-mail reached the SMTP listener");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An address no other test uses, so each test finds its own e-mails. */
export function uniqueAddress(label: string, domain = "example.ma"): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${domain}`;
}
