import { Readable, Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { main } from "#server/cli/inbox-user";
import { openDatabase } from "#server/db/client";
import { demoPresenters } from "#server/db/schema";
import { verifyPassword } from "#server/inbox/auth/password";
import { findStaffUserByEmail } from "#server/inbox/auth/staff-users";
import { freshDataDir } from "../support/database";
import { crash, holdLockInAnotherProcess } from "../support/lock-holder";

/** Runs `npm run inbox:user -- …args` in-process, with `input` piped to its standard input. */
async function run(dataDir: string, args: string[], input = "") {
  let out = "";
  let err = "";
  const sink = (write: (text: string) => void) =>
    new Writable({
      write(chunk, _encoding, done) {
        write(String(chunk));
        done();
      },
    });
  const code = await main(args, {
    stdin: Readable.from(input ? [input] : []),
    stdout: sink((t) => (out += t)),
    stderr: sink((t) => (err += t)),
    env: { DATA_DIR: dataDir, LOG_LEVEL: "silent" },
  });
  return { code, out, err };
}

describe("npm run inbox:user", { timeout: 180_000 }, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  async function dataDir() {
    const fresh = await freshDataDir();
    cleanups.push(fresh.remove);
    return fresh.dataDir;
  }
  async function user(dir: string, email: string) {
    const handle = await openDatabase({ dataDir: dir });
    try {
      return await findStaffUserByEmail(handle.db, email);
    } finally {
      await handle.close();
    }
  }

  it("creates, lists, disables, enables and re-keys accounts; passwords come from standard input", async () => {
    const dir = await dataDir();
    expect((await run(dir, ["list"])).out).toContain("No accounts yet");

    const created = await run(
      dir,
      ["create", "--email", "Salma@Urbis.ma", "--name", "Salma Idrissi"],
      "first passphrase here\n",
    );
    expect(created).toMatchObject({ code: 0, out: "Created salma@urbis.ma (Salma Idrissi).\n" });
    const stored = await user(dir, "salma@urbis.ma");
    expect(stored?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("first passphrase here", stored?.passwordHash ?? "")).toBe(true);

    expect(
      (await run(dir, ["create", "--email", "salma@urbis.ma", "--name", "Again"], "another passphrase\n"))
        .code,
    ).toBe(1);

    expect((await run(dir, ["disable", "--email", "salma@urbis.ma"])).code).toBe(0);
    expect((await run(dir, ["list"])).out).toMatch(/salma@urbis\.ma\tSalma Idrissi\tdisabled since /);
    expect((await user(dir, "salma@urbis.ma"))?.disabledAt).toBeInstanceOf(Date);
    expect((await run(dir, ["enable", "--email", "salma@urbis.ma"])).code).toBe(0);
    expect((await run(dir, ["list"])).out).toMatch(/salma@urbis\.ma\tSalma Idrissi\tactive/);

    expect(
      (await run(dir, ["password", "--email", "salma@urbis.ma"], "second passphrase here\r\n")).code,
    ).toBe(0);
    const rekeyed = await user(dir, "salma@urbis.ma");
    expect(await verifyPassword("second passphrase here", rekeyed?.passwordHash ?? "")).toBe(true);
    expect(await verifyPassword("first passphrase here", rekeyed?.passwordHash ?? "")).toBe(false);
  });

  it("never takes a password from the command line, and refuses short ones", async () => {
    const dir = await dataDir();
    const inArgs = await run(dir, [
      "create",
      "--email",
      "a@urbis.ma",
      "--name",
      "A",
      "--password",
      "long enough secret",
    ]);
    expect(inArgs.code).toBe(2);
    expect(inArgs.err).toContain("Unknown option '--password'");
    const short = await run(dir, ["create", "--email", "a@urbis.ma", "--name", "A"], "short\n");
    expect(short).toMatchObject({ code: 1, err: "Password: at least 12 characters\n" });
    expect(await user(dir, "a@urbis.ma")).toBeUndefined();
    expect((await run(dir, ["disable", "--email", "nobody@urbis.ma"])).err).toBe(
      "No account for nobody@urbis.ma\n",
    );
    expect((await run(dir, ["frobnicate"])).code).toBe(2);
  });

  it("sets how an account presents demos, as the inbox's form does, and shows it", async () => {
    const dir = await dataDir();
    await run(
      dir,
      ["create", "--email", "salma@urbis.ma", "--name", "Salma Idrissi"],
      "first passphrase here\n",
    );
    expect((await run(dir, ["present", "--email", "salma@urbis.ma"])).out).toContain(
      "salma@urbis.ma does not present demos yet",
    );
    const next = new Date().getUTCFullYear() + 1;
    const set = await run(dir, [
      "present",
      "--email",
      "salma@urbis.ma",
      "--languages",
      "fr,ar",
      "--hours",
      "1-5=09:00-12:00,14:00-17:00",
      "--hours",
      "3=",
      "--link",
      "https://meet.urbis.ma/salma",
      "--days-off",
      `${next}-03-20,${next}-03-21`,
    ]);
    expect(set.code, set.err).toBe(0);
    expect(set.out).toContain(
      "salma@urbis.ma presents as Salma (fr, ar), by video call https://meet.urbis.ma/salma; takes bookings.",
    );
    expect(set.out).toContain("Mon\t09:00–12:00, 14:00–17:00\n");
    expect(set.out).toContain("Wed\t-\n");
    expect(set.out).toContain(`Days off\t${next}-03-20, ${next}-03-21`);

    const handle = await openDatabase({ dataDir: dir });
    try {
      const [row] = await handle.db.select().from(demoPresenters);
      expect(row).toMatchObject({
        firstName: "Salma",
        languages: ["fr", "ar"],
        meetingLink: "https://meet.urbis.ma/salma",
        active: true,
      });
      expect(row?.weeklyHours).toEqual(
        Object.fromEntries(
          ["1", "2", "4", "5"].map((d) => [
            d,
            [
              ["09:00", "12:00"],
              ["14:00", "17:00"],
            ],
          ]),
        ),
      );
    } finally {
      await handle.close();
    }

    // One option changes what it names, the rest is kept.
    const phone = await run(dir, ["present", "--email", "salma@urbis.ma", "--phone", "--inactive"]);
    expect(phone.out).toContain("(fr, ar), by phone call; takes no bookings.");
    expect((await run(dir, ["present", "--email", "salma@urbis.ma"])).out).toContain(
      "Tue\t09:00–12:00, 14:00–17:00",
    );

    // Wrong values say what is expected and change nothing.
    const wrong = await run(dir, [
      "present",
      "--email",
      "salma@urbis.ma",
      "--languages",
      "de",
      "--link",
      "http://x",
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain("--languages: one or more of fr, en, ar");
    expect(wrong.err).toContain("--link: an https:// address");
    expect((await run(dir, ["present", "--email", "salma@urbis.ma", "--hours", "8=09:00-10:00"])).code).toBe(
      1,
    );
    expect((await run(dir, ["present", "--email", "nobody@urbis.ma", "--phone"])).err).toBe(
      "No account for nobody@urbis.ma\n",
    );
    expect((await run(dir, ["present", "--email", "salma@urbis.ma"])).out).toContain("by phone call");
  });

  it("will not open an embedded database that the running service holds", async () => {
    const dir = await dataDir();
    // Another process holds the folder's lock, as the running service does.
    const holder = await holdLockInAnotherProcess(dir);
    cleanups.push(() => crash(holder));
    const refused = await run(dir, ["list"]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`in use by another process (pid ${holder.pid}`);
    expect(refused.err).toContain(dir);
    expect(refused.err).toContain("stop the service");
  });
});
