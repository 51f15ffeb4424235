import type { KeysUnder } from "#core/i18n/keys";
import type { FeatureSlug } from "../features";
import type { Role } from "../roles";
import { at } from "./samples";
import type { Block, Chip, NavSection, ProductView, Row, Sample, Text, Tone, ViewKey } from "./types";

/**
 * Builders the views are written with, so that each reads as a short description of its screen.
 * They return the plain objects of types.ts (a view may still be written as an object literal), with
 * their fields in the order types.ts gives them and absent fields left out, not undefined: the
 * views travel in the pages' data as they are. Each call builds new objects.
 */

/**
 * A view's own messages, named without their `views.<slug>.` prefix: `k("list")` is
 * "views.<slug>.list", and a name the copy does not have is a type error.
 */
export type Keys<S extends string> = (<N extends KeysUnder<`views.${S}.`>>(name: N) => `views.${S}.${N}`) & {
  readonly slug: S;
};

/** What a view's description gives: its label and title are, unless it says, its `label` and `title` messages. */
export type Description = Omit<ProductView, "label" | "title"> & { label?: ViewKey; title?: Text };

/** An object without its undefined fields, in the same order. */
function present<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

/** A view, described with its own messages: `view("home.desk", (k) => desk("MANAGER", "dashboard", [ … ]))`. */
export function view<S extends string>(slug: S, describe: (k: Keys<S>) => Description): ProductView {
  return described(slug, describe as unknown as Describe);
}

/** Features' views by slug, each described with its own messages (see `view`) or written out whole. */
export function featureViews(views: { [S in FeatureSlug]?: ProductView | ((k: Keys<S>) => Description) }) {
  const built: Partial<Record<FeatureSlug, ProductView>> = {};
  for (const [slug, v] of Object.entries(views) as unknown as [FeatureSlug, ProductView | Describe][])
    built[slug] = typeof v === "function" ? described(slug, v) : v;
  return built;
}

type Describe = (k: Keys<string>) => Description;

function described(slug: string, describe: Describe): ProductView {
  const own = Object.assign((name: string) => `views.${slug}.${name}` as ViewKey, { slug }) as Keys<string>;
  const { role, label, title, subtitle, action, nav, wide, blocks } = describe(own);
  return present({
    role,
    label: label ?? (`views.${slug}.label` as ViewKey),
    title: title ?? (`views.${slug}.title` as ViewKey),
    subtitle,
    action,
    nav,
    wide,
    blocks,
  });
}

/** What a screen's top bar shows besides its title: the line under it, the button at its end. */
type Top = Pick<Description, "label" | "title" | "subtitle" | "action">;

/**
 * A screen at a desk (a manager's, the syndic's): its sidebar's current section, its top bar, and
 * its blocks, the first `wide` ones spanning both columns.
 */
export function desk(role: DeskRole, nav: NavSection, blocks: Block[]): Description;
export function desk(
  role: DeskRole,
  nav: NavSection,
  top: Top & { wide?: number },
  blocks: Block[],
): Description;
export function desk(role: DeskRole, nav: NavSection, ...rest: [Block[]] | [Top, Block[]]): Description {
  const [top, blocks] = rest.length === 1 ? [{}, rest[0]] : rest;
  return { role, nav, ...top, blocks };
}

/** A screen on a phone (a resident's, an owner's, the staff's, a guard's): its top bar and its blocks. */
export function phone(role: PhoneRole, blocks: Block[]): Description;
export function phone(role: PhoneRole, top: Top, blocks: Block[]): Description;
export function phone(role: PhoneRole, ...rest: [Block[]] | [Top, Block[]]): Description {
  const [top, blocks] = rest.length === 1 ? [{}, rest[0]] : rest;
  return { role, ...top, blocks };
}

type DeskRole = Extract<Role, "MANAGER" | "SYNDIC">;
type PhoneRole = Exclude<Role, DeskRole>;

/** A message of the shared `views.common.person.*` names. */
export const person = <N extends KeysUnder<"views.common.person.">>(name: N) =>
  `views.common.person.${name}` as const;

/** A chip of the shared statuses (`views.common.status.*`). */
export const status = (name: KeysUnder<"views.common.status.">, tone: Tone): Chip =>
  chip(`views.common.status.${name}`, tone);

/** A message with sample values for its placeholders. */
export const msg = <K extends ViewKey>(key: K, values: Record<string, Sample>) => ({ key, values });

/** Sample values of the usual placeholders: {day}, {time}, {when} (day and time), {date}, {from}–{until}. */
export const day = (moment: string) => ({ day: at(moment, "day") });
export const time = (moment: string) => ({ time: at(moment, "time") });
export const when = (moment: string) => ({ when: at(moment, "dayTime") });
export const date = (moment: string) => ({ date: at(moment, "date") });
export const hours = (from: string, until: string) => ({ from: at(from, "time"), until: at(until, "time") });

export function chip(text: Text, tone: Tone): Chip {
  return { text, tone };
}

/** What a row shows besides its title; `icon` leads it with an icon, `initial` with the title's initial. */
export type RowParts = Omit<Row, "title" | "lead"> & { icon?: string; initial?: true };

export function row(title: Text, { meta, body, icon, initial, value, chip }: RowParts = {}): Row {
  const lead = initial ? "initial" : icon === undefined ? undefined : { icon };
  return present({ title, meta, body, lead, value, chip });
}

/**
 * A row whose line under the title is the title's `.meta` message, with these sample values:
 * `item(k("lifts"), day("2026-06-02 09:00"))` shows "views.<slug>.lifts.meta" under "views.<slug>.lifts".
 */
export function item<T extends ViewKey>(
  title: T,
  values: `${T}.meta` extends ViewKey ? Record<string, Sample> : never,
  parts: Omit<RowParts, "meta"> = {},
): Row {
  return row(title, { meta: msg(`${title}.meta` as ViewKey, values), ...parts });
}

/** A row of someone (`views.common.person.*`), led by their initial. */
export const personRow = (name: KeysUnder<"views.common.person.">, meta: Text, chip?: Chip): Row =>
  row(person(name), { meta, initial: true, chip });

export function list(rows: Row[]): Block;
export function list(heading: Text, rows: Row[]): Block;
export function list(first: Text | Row[], rows?: Row[]): Block {
  return rows === undefined
    ? { kind: "list", rows: first as Row[] }
    : { kind: "list", heading: first as Text, rows };
}

/**
 * A view's figures, each a name of its `stat.*` messages, a value and its tone:
 * `stats(k, ["count", count(14)], ["visits", count(23), "brand"])`.
 */
export function stats<S extends string>(
  k: Keys<S>,
  ...figures: [name: KeysUnder<`views.${S}.stat.`>, value: Text, tone?: Tone][]
): Block {
  const items = figures.map(([name, value, tone]) =>
    present({ label: `views.${k.slug}.stat.${name}` as ViewKey, value, tone }),
  );
  return { kind: "stats", items };
}

export const calendar = (month: string, marked: number[], selected: number): Block => ({
  kind: "calendar",
  month,
  marked,
  selected,
});

type Point = Extract<Block, { kind: "chart" }>["points"][number];
export const point = (label: Text, value: number, note?: Text): Point => present({ label, value, note });
export const columns = (heading: Text, points: Point[]): Block => ({
  kind: "chart",
  heading,
  style: "columns",
  points,
});
export const bars = (heading: Text, points: Point[]): Block => ({
  kind: "chart",
  heading,
  style: "bars",
  points,
});

/** A column a month from `first` ("2026-01"), labelled with the month's name. */
export function monthly(first: string, values: number[]): Point[] {
  const [year = 0, month = 1] = first.split("-").map(Number);
  return values.map((value, i) => {
    const moment = new Date(Date.UTC(year, month - 1 + i, 15));
    return point(at(`${moment.toISOString().slice(0, 7)}-15 12:00`, "monthName"), value);
  });
}

type Field = Extract<Block, { kind: "form" }>["fields"][number];
export const field = (label: Text, value: Text, chip?: Chip): Field => present({ label, value, chip });
export const form = (fields: Field[], action: Text): Block => ({ kind: "form", fields, action });

type ReportKey = "type" | "type.value" | "urgent" | "place" | "place.value" | "photo" | "photo.value";
/** The form of a report (a resident's request, a guard's incident): its type, marked urgent, its place, a photo. */
export const reportForm = (k: (name: ReportKey) => ViewKey, action: Text): Block =>
  form(
    [
      field(k("type"), k("type.value"), chip(k("urgent"), "accent")),
      field(k("place"), k("place.value")),
      field(k("photo"), k("photo.value")),
    ],
    action,
  );

type Notification = Extract<Block, { kind: "notifications" }>["items"][number];
/** A notification received at `moment`, with an icon of app/ui/icon.tsx. */
export const notification = (icon: string, title: Text, body: Text, moment: string): Notification => ({
  icon,
  title,
  body,
  time: at(moment, "time"),
});
export const notifications = (...items: Notification[]): Block => ({ kind: "notifications", items });

type Message = Extract<Block, { kind: "chat" }>["messages"][number];
/** A message of a conversation, sent at `moment` by someone else, or by the phone's owner (`mine`). */
export const message = (author: Text, text: Text, moment: string): Message => ({
  author,
  text,
  time: at(moment, "time"),
});
export const mine = (author: Text, text: Text, moment: string): Message => ({
  ...message(author, text, moment),
  mine: true,
});
export const chat = (...messages: Message[]): Block => ({ kind: "chat", messages });
