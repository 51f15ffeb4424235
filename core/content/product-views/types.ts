import type { KeysUnder, MessageKey } from "#core/i18n/keys";
import type { DateStyle } from "#core/i18n/dates";
import type { Role } from "../roles";

/**
 * The product views: an illustrative screen of the Urbis app per feature, and the home page's pair,
 * described as data and drawn by app/ui/product-view/ from a few screen primitives. Everything they
 * show is sample data (names, amounts, moments), written to show the app, and every view is
 * captioned as an illustration on the page. Their words are the `views` namespace.
 */
export type ViewKey = Extract<MessageKey, `views.${string}`>;

/** A sample value, formatted in the page's language: dirhams, a moment in Morocco, a count, a share. */
export type Sample =
  { mad: number } | { at: string; show: DateStyle } | { count: number } | { percent: number };

/** Words on the screen: a message (with sample values for its placeholders), or a value alone. */
export type Text = ViewKey | { key: ViewKey; values: Record<string, Sample> } | Sample;

/** The colour a chip, a figure or a bar takes from the theme. */
export type Tone = "brand" | "accent" | "neutral";

export type Chip = { text: Text; tone: Tone };

/** What leads a row: an icon of app/ui/icon.tsx (a test checks the name), or the title's initial. */
export type Lead = { icon: string } | "initial";

export type Row = {
  title: Text;
  meta?: Text;
  body?: Text;
  /** At the row's end: an amount, a time. */
  value?: Text;
  chip?: Chip;
  lead?: Lead;
};

export type Block =
  | { kind: "stats"; items: { label: Text; value: Text; tone?: Tone }[] }
  | { kind: "list"; heading?: Text; rows: Row[] }
  | { kind: "calendar"; month: string; marked: number[]; selected: number }
  | {
      kind: "chart";
      heading: Text;
      /** Columns over time, or bars with their share (a vote's results). */
      style: "columns" | "bars";
      points: { label: Text; value: number; note?: Text }[];
    }
  | { kind: "form"; fields: { label: Text; value: Text; chip?: Chip }[]; action: Text }
  | { kind: "notifications"; items: { title: Text; body: Text; time: Text; icon: string }[] }
  | { kind: "chat"; messages: { author: Text; text: Text; time: Text; mine?: boolean }[] };

export type BlockKind = Block["kind"];

/**
 * The sections of the manager's and the syndic's sidebar: those the copy names (views.common.nav.*),
 * drawn with their icons in app/ui/product-view/screen/frames.tsx.
 */
export type NavSection = KeysUnder<"views.common.nav.">;

export type ProductView = {
  /** Who uses the screen: its frame follows (frameFor). */
  role: Role;
  /** What the figure shows, for assistive technology. */
  label: ViewKey;
  /** The screen's title in its top bar, and the line under it (the residence, by default). */
  title: Text;
  subtitle?: Text;
  /** The button at the top bar's end. */
  action?: Text;
  /** On a desktop, the sidebar's current section. */
  nav?: NavSection;
  /** On a desktop, blocks flow in two columns; the first `wide` ones span both. */
  wide?: number;
  blocks: Block[];
};

export type Frame = "phone" | "desktop";

/**
 * Residents, owners, the security staff and the staff work from their phone; managers and syndic
 * members at a desk.
 */
export function frameFor(role: Role): Frame {
  return role === "MANAGER" || role === "SYNDIC" ? "desktop" : "phone";
}
