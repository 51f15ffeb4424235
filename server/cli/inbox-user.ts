import type { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config";
import { openDatabase, type Database } from "#server/db/client";
import { EmbeddedStoreLockedError } from "#server/db/embedded-lock";
import {
  createStaffUser,
  disableStaffUser,
  enableStaffUser,
  listStaffUsers,
  setStaffPassword,
  StaffUserError,
} from "#server/inbox/auth/staff-users";
import { presentOptions, present } from "./present";
import { PasswordInputError, readNewPassword, type PasswordInput } from "./read-password";

const usage = `Manage the accounts of the team's inbox (/inbox).

  npm run inbox:user -- create --email salma@urbis.ma --name "Salma Idrissi"
  npm run inbox:user -- list
  npm run inbox:user -- disable --email salma@urbis.ma
  npm run inbox:user -- enable --email salma@urbis.ma
  npm run inbox:user -- password --email salma@urbis.ma
  npm run inbox:user -- present --email salma@urbis.ma --languages fr,ar --hours 1-5=09:00-12:00,14:00-17:00 --link https://meet.example.ma/salma
  npm run inbox:user -- present --email salma@urbis.ma   (shows it)

create and password ask for the password (twice) on a terminal, or read its first line from
standard input:  printf '%s\\n' "$PASSWORD" | npm run inbox:user -- password --email …
It is never taken from the command line. The database is the service's (DATA_DIR or DATABASE_URL).

present sets how an account presents demos (issue 32), each option replacing what it names:
  --first-name Salma             the first name the visitor is told
  --languages fr,ar              the languages presented in (fr, en, ar)
  --hours 1-5=09:00-12:00,14:00-17:00   weekly hours in Casablanca time, ISO weekdays (1 = Monday);
                                 repeat for other days; "6=" clears Saturday
  --link https://…  or  --phone  a video call with this link, or a phone call
  --days-off 2027-03-20,2027-03-21      the days off from today on
  --active  or  --inactive       takes bookings, or no longer
`;

export type CommandIo = {
  stdin: PasswordInput;
  stdout: Writable;
  stderr: Writable;
  env: NodeJS.ProcessEnv;
};

const defaultIo: CommandIo = {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
};

type Options = {
  email?: string;
  name?: string;
  "first-name"?: string;
  languages?: string;
  hours?: string[];
  link?: string;
  phone?: boolean;
  "days-off"?: string;
  active?: boolean;
  inactive?: boolean;
};

type Command = (db: Database, options: Options, io: CommandIo) => Promise<string>;

function required(value: string | undefined, flag: string): string {
  if (!value) throw new StaffUserError(`--${flag} is required`);
  return value;
}

const commands: Record<string, Command> = {
  async create(db, { email, name }, io) {
    const wanted = { email: required(email, "email"), name: required(name, "name") };
    const password = await readNewPassword(io.stdin, io.stderr);
    const user = await createStaffUser(db, { ...wanted, password });
    return `Created ${user.email} (${user.name}).`;
  },
  async list(db) {
    const users = await listStaffUsers(db);
    if (users.length === 0) return "No accounts yet: create one with `npm run inbox:user -- create`.";
    return users
      .map((u) =>
        [
          u.email,
          u.name,
          u.disabledAt ? `disabled since ${u.disabledAt.toISOString()}` : "active",
          `created ${u.createdAt.toISOString()}`,
        ].join("\t"),
      )
      .join("\n");
  },
  async disable(db, { email }) {
    const user = await disableStaffUser(db, required(email, "email"));
    return `Disabled ${user.email}; its sessions have ended.`;
  },
  async enable(db, { email }) {
    const user = await enableStaffUser(db, required(email, "email"));
    return `Enabled ${user.email}.`;
  },
  async password(db, { email }, io) {
    const address = required(email, "email");
    const password = await readNewPassword(io.stdin, io.stderr);
    const user = await setStaffPassword(db, address, password);
    return `Changed the password of ${user.email}; its sessions have ended.`;
  },
  present,
};

/** Runs one command; returns the process exit code (0 done, 1 refused or failed, 2 bad usage). */
export async function main(argv: string[], io: CommandIo = defaultIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        help: { type: "boolean" },
        ...presentOptions,
      },
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const [name, ...extra] = parsed.positionals;
  const command = name ? commands[name] : undefined;
  if (parsed.values.help || !command || extra.length > 0) {
    (parsed.values.help ? io.stdout : io.stderr).write(usage);
    return parsed.values.help ? 0 : 2;
  }

  const config = loadConfig(io.env);
  let handle;
  try {
    handle = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, poolSize: 1 });
  } catch (error) {
    if (!(error instanceof EmbeddedStoreLockedError)) throw error;
    io.stderr.write(
      `${error.message}\nWith the embedded database, stop the service, run this command, then start ` +
        "the service again (with DATABASE_URL, no need to stop it).\n",
    );
    return 1;
  }
  try {
    io.stdout.write(`${await command(handle.db, parsed.values, io)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof StaffUserError || error instanceof PasswordInputError)) throw error;
    io.stderr.write(`${(error as Error).message}\n`);
    return 1;
  } finally {
    await handle.close();
  }
}
