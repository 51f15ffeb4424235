import type { Database } from "#server/db/client";
import { findStaffUserByEmail, StaffUserError } from "#server/inbox/auth/staff-users";
import {
  draftOf,
  parsePresenter,
  WEEKDAYS,
  type PresenterDraft,
  type PresenterField,
  type Weekday,
} from "#server/inbox/presenters/input";
import { casablancaDay, findPresenter, newPresenter, savePresenter } from "#server/inbox/presenters/store";

/** `npm run inbox:user -- present`: the options it reads (see the usage in inbox-user.ts). */
export const presentOptions = {
  "first-name": { type: "string" },
  languages: { type: "string" },
  hours: { type: "string", multiple: true },
  link: { type: "string" },
  phone: { type: "boolean" },
  "days-off": { type: "string" },
  active: { type: "boolean" },
  inactive: { type: "boolean" },
} as const;

type PresentOptions = {
  email?: string;
  "first-name"?: string;
  languages?: string;
  hours?: string[];
  link?: string;
  phone?: boolean;
  "days-off"?: string;
  active?: boolean;
  inactive?: boolean;
};

const problems: Record<PresenterField, string> = {
  firstName: "--first-name: 1 to 60 characters",
  languages: "--languages: one or more of fr, en, ar, separated by commas",
  hours:
    "--hours: DAYS=HH:MM-HH:MM[,HH:MM-HH:MM…], days 1 (Monday) to 7 or a span such as 1-5, ranges not overlapping",
  meetingLink: "--link: an https:// address (or --phone for a phone call)",
  daysOff: "--days-off: real dates written 2027-03-20, separated by commas",
};

/** "1-5=09:00-12:00,14:00-17:00" → the weekdays it names and the ranges as typed, or undefined. */
function hoursSpec(spec: string): { days: Weekday[]; ranges: string } | undefined {
  const match = spec.match(/^([1-7])(?:-([1-7]))?=(.*)$/);
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = Number(match[2] ?? match[1]);
  if (to < from) return undefined;
  const days = WEEKDAYS.filter((day) => Number(day) >= from && Number(day) <= to);
  return { days, ranges: match[3] ?? "" };
}

const weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function describe(email: string, draft: PresenterDraft): string {
  const mode = draft.mode === "video" ? `video call ${draft.meetingLink}` : "phone call";
  const lines = [
    `${email} presents as ${draft.firstName} (${draft.languages.join(", ") || "no language"}), by ${mode}; ` +
      (draft.active ? "takes bookings." : "takes no bookings."),
    ...WEEKDAYS.map((day, i) => `${weekdayNames[i]}\t${draft.hours[day] || "-"}`),
    `Days off\t${draft.daysOff.split(/\s+/).filter(Boolean).join(", ") || "-"}`,
  ];
  return lines.join("\n");
}

/**
 * Shows an account's presenting, or changes what the options name (everything else is kept), with
 * the same rules as the inbox's form.
 */
export async function present(db: Database, options: PresentOptions): Promise<string> {
  if (!options.email) throw new StaffUserError("--email is required");
  const user = await findStaffUserByEmail(db, options.email);
  if (!user) throw new StaffUserError(`No account for ${options.email.trim().toLowerCase()}`);
  const today = casablancaDay(new Date());
  const stored = await findPresenter(db, user.id, today);
  const draft = draftOf(stored ?? newPresenter(user.name));

  const changes = [
    options["first-name"],
    options.languages,
    options.hours,
    options.link,
    options.phone,
    options["days-off"],
    options.active,
    options.inactive,
  ].filter((v) => v !== undefined);
  if (changes.length === 0) {
    if (!stored) return `${user.email} does not present demos yet: set --languages and --hours.`;
    return describe(user.email, draft);
  }
  if (options.link !== undefined && options.phone)
    throw new StaffUserError("Give --link or --phone, not both");
  if (options.active && options.inactive) throw new StaffUserError("Give --active or --inactive, not both");

  if (options["first-name"] !== undefined) draft.firstName = options["first-name"];
  if (options.languages !== undefined)
    draft.languages = options.languages
      .split(",")
      .map((code) => code.trim())
      .filter(Boolean);
  for (const spec of options.hours ?? []) {
    const parsed = hoursSpec(spec);
    if (!parsed) throw new StaffUserError(problems.hours);
    for (const day of parsed.days) draft.hours[day] = parsed.ranges;
  }
  if (options.link !== undefined) Object.assign(draft, { mode: "video", meetingLink: options.link });
  if (options.phone) Object.assign(draft, { mode: "phone", meetingLink: "" });
  if (options["days-off"] !== undefined) draft.daysOff = options["days-off"];
  if (options.active) draft.active = true;
  if (options.inactive) draft.active = false;

  const parsed = parsePresenter(draft);
  if (!parsed.ok)
    throw new StaffUserError(
      (Object.keys(parsed.errors) as PresenterField[]).map((field) => problems[field]).join("\n"),
    );
  await savePresenter(db, user.id, parsed.value, today);
  const saved = draftOf({ ...parsed.value, daysOff: parsed.value.daysOff.filter((day) => day >= today) });
  return `Saved.\n${describe(user.email, saved)}`;
}
