import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { outboxEmails, submissions } from "#server/db/schema";
import { createStaffUser } from "#server/inbox/auth/staff-users";
import type { Backend } from "../../support/database";
import { validContact, validDeletion, validDemo } from "../../support/payloads";
import { startService, type Service } from "../../support/service";
import { Agent, hiddenValue } from "./agent";

/** The real service with the inbox, a fresh database, and team accounts made as the CLI makes them. */
export type Inbox = Service & { agent: () => Agent };

export const PASSWORD = "correct horse battery staple";

export async function startInbox(
  backend: Backend,
  env: Record<string, string | undefined> = {},
): Promise<Inbox> {
  const service = await startService(backend, { JOBS: "false", ...env });
  return Object.assign(service, { agent: () => new Agent(() => service.app) });
}

export async function addStaff(inbox: Inbox, email = "salma@urbis.ma", name = "Salma Idrissi") {
  return createStaffUser(inbox.app.db, { email, name, password: PASSWORD });
}

/** Signs in through the sign-in page, like a person; returns the page the inbox lands on. */
export async function signIn(agent: Agent, email = "salma@urbis.ma", password = PASSWORD) {
  const form = await agent.get("/inbox/login");
  const response = await agent.post("/inbox/login", {
    token: hiddenValue(form.body, "token"),
    email,
    password,
  });
  return response;
}

export async function signedIn(inbox: Inbox, email?: string): Promise<Agent> {
  const agent = inbox.agent();
  if (email) await addStaff(inbox, email, email.split("@")[0]);
  else await addStaff(inbox);
  const response = await signIn(agent, email);
  expect(response.statusCode).toBe(303);
  return agent;
}

type Form = "demo" | "contact" | "deletion";
const endpoints = {
  demo: "/api/demo-requests",
  contact: "/api/contact-messages",
  deletion: "/api/deletion-requests",
};
const payloads = { demo: validDemo, contact: validContact, deletion: validDeletion };

/**
 * A submission sent through the public API (as a visitor would), then placed at `createdAt`.
 * A deletion request is confirmed with the link of its e-mail, so it is in the team's queue.
 */
export async function submit(
  inbox: Inbox,
  form: Form,
  changes: Record<string, unknown> = {},
  createdAt?: Date,
): Promise<string> {
  const response = await inbox.app.inject({
    method: "POST",
    url: endpoints[form],
    payload: { ...payloads[form], ...changes },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { reference } = response.json<{ reference: string }>();
  const [row] = await inbox.app.db.select().from(submissions).where(eq(submissions.reference, reference));
  if (form === "deletion") {
    const [mail] = await inbox.app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.submissionId, row?.id ?? ""));
    const token = mail?.textBody.match(/token=([\w-]+)/)?.[1];
    const confirmed = await inbox.app.inject({
      method: "POST",
      url: "/api/deletion-requests/confirm",
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  if (createdAt)
    await inbox.app.db.update(submissions).set({ createdAt }).where(eq(submissions.reference, reference));
  return reference;
}
