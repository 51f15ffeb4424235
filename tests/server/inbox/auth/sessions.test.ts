import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { staffSessions } from "#server/db/schema";
import { createSession, csrfTokenFor, deleteSession, readSession } from "#server/inbox/auth/sessions";
import { createStaffUser } from "#server/inbox/auth/staff-users";
import { freshDataDir } from "../../support/database";

const HOUR = 3600_000;
const times = { idleMs: 12 * HOUR, absoluteMs: 7 * 24 * HOUR };

describe("sessions", () => {
  let handle: DatabaseHandle;
  let remove: () => Promise<void>;
  let userId: string;
  beforeAll(async () => {
    const fresh = await freshDataDir();
    remove = fresh.remove;
    handle = await openDatabase({ dataDir: fresh.dataDir });
    userId = (
      await createStaffUser(handle.db, { email: "s@urbis.ma", name: "S", password: "long enough password" })
    ).id;
  });
  afterAll(async () => {
    await handle.close();
    await remove();
  });

  it("slide with use: 12 hours after the last request, never more than 7 days after sign-in", async () => {
    const t0 = new Date("2026-06-01T08:00:00Z");
    const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
    const { id, expiresAt } = await createSession(handle.db, userId, times, t0);
    expect(expiresAt).toEqual(at(12));
    // Used within 5 minutes of its last renewal: not rewritten.
    expect((await readSession(handle.db, id, times, at(0.05)))?.renewedUntil).toBeUndefined();
    // Used an hour later: the cookie and the row move to 13 h.
    expect((await readSession(handle.db, id, times, at(1)))?.renewedUntil).toEqual(at(13));
    // Unused for more than 12 hours: ended.
    expect(await readSession(handle.db, id, times, at(13.01))).toBeNull();

    const second = await createSession(handle.db, userId, times, t0);
    for (let hour = 11; hour < 7 * 24 - 11; hour += 11)
      expect(await readSession(handle.db, second.id, times, at(hour)), `hour ${hour}`).not.toBeNull();
    // Near the end, the expiry stops at the absolute limit.
    expect((await readSession(handle.db, second.id, times, at(165)))?.renewedUntil).toEqual(at(7 * 24));
    expect(await readSession(handle.db, second.id, times, at(7 * 24 - 0.01))).not.toBeNull();
    expect(await readSession(handle.db, second.id, times, at(7 * 24 + 0.01))).toBeNull();
  });

  it("store only a hash of the id, give each session its own CSRF token, and end when deleted", async () => {
    const now = new Date();
    const a = await createSession(handle.db, userId, times, now);
    const b = await createSession(handle.db, userId, times, now);
    const rows = await handle.db.select().from(staffSessions);
    expect(rows.map((r) => r.idHash)).not.toContain(a.id);
    expect(a.id).toMatch(/^[\w-]{43}$/);
    const session = await readSession(handle.db, a.id, times, now);
    expect(session?.csrfToken).toBe(csrfTokenFor(a.id));
    expect(csrfTokenFor(a.id)).not.toBe(csrfTokenFor(b.id));
    await deleteSession(handle.db, a.id);
    expect(await readSession(handle.db, a.id, times, now)).toBeNull();
    expect(await readSession(handle.db, b.id, times, now)).not.toBeNull();
    expect(await readSession(handle.db, undefined, times, now)).toBeNull();
  });
});
