import type { HeadingRow, KeyRow, LotRow, ToolState } from "./charges-split-form";
import type { OtherColumn, PastedLot } from "./paste-table";
import { savedObject } from "./saved-work";

/**
 * The charges split tool's work in progress: what a change makes of it, and how it is saved in
 * the visitor's browser (core/storage-keys.ts) and read back. A saved text that is not a state this
 * version wrote is ignored, never half-read.
 */

let counter = 0;
/** An id for a new row, unique in this page (and in a state read back, which has its own). */
export function newUid(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}`;
}

export const emptyState = (): ToolState => ({
  version: 1,
  headings: [{ uid: newUid("h"), name: "", amount: "", keyUid: "" }],
  lots: [
    { uid: newUid("l"), name: "", shares: "" },
    { uid: newUid("l"), name: "", shares: "" },
  ],
  declaredTotal: "",
  keys: [],
});

/** The example the tool opens with: its headings' names in the visitor's language. */
export function exampleState(headingNames: [string, string, string], decimal: "," | "."): ToolState {
  const amount = (whole: string, cents: string) => `${whole}${decimal}${cents}`;
  return {
    version: 1,
    headings: [
      { uid: "h1", name: headingNames[0], amount: amount("36000", "00"), keyUid: "" },
      { uid: "h2", name: headingNames[1], amount: amount("14400", "00"), keyUid: "" },
      { uid: "h3", name: headingNames[2], amount: amount("4321", "17"), keyUid: "" },
    ],
    lots: [
      { uid: "l1", name: "A1", shares: "250" },
      { uid: "l2", name: "A2", shares: "250" },
      { uid: "l3", name: "A3", shares: "300" },
      { uid: "l4", name: "A4", shares: "200" },
    ],
    declaredTotal: "1000",
    keys: [],
  };
}

const isText = (value: unknown): value is string => typeof value === "string";
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function rows<T>(value: unknown, check: (row: Record<string, unknown>) => boolean): T[] | undefined {
  if (!Array.isArray(value) || value.length > 5000) return undefined;
  return value.every((row) => isObject(row) && check(row)) ? (value as T[]) : undefined;
}

/** A saved state, or undefined when the text is not one (another version, edited by hand, cut short). */
export function parseSavedState(text: string | null): ToolState | undefined {
  const data = savedObject(text);
  if (data?.version !== 1 || !isText(data.declaredTotal)) return undefined;
  const headings = rows<HeadingRow>(data.headings, (r) => [r.uid, r.name, r.amount, r.keyUid].every(isText));
  const lots = rows<LotRow>(data.lots, (r) => [r.uid, r.name, r.shares].every(isText));
  const keys = rows<KeyRow>(
    data.keys,
    (r) =>
      [r.uid, r.name, r.declaredTotal].every(isText) &&
      isObject(r.shares) &&
      Object.values(r.shares).every(isText),
  );
  if (!headings || !lots || !keys) return undefined;
  return { version: 1, headings, lots, keys, declaredTotal: data.declaredTotal };
}

/** A number as the visitor's language types it, read back the same (0,125 is not 125 in French). */
export const asTyped = (value: number, decimal: "," | ".") => String(value).replace(".", decimal);

/**
 * Pasted lots replace the form's: each keeps the uid of a lot of the same name, so the special
 * keys' shares stay on their lots; the keys forget the lots that are gone.
 */
export function withPastedLots(state: ToolState, pasted: PastedLot[], decimal: "," | "."): ToolState {
  const byName = new Map(state.lots.map((lot) => [lot.name.trim(), lot.uid]));
  const lots = pasted.map((lot) => ({
    uid: byName.get(lot.id) ?? newUid("l"),
    name: lot.id,
    shares: asTyped(lot.shares, decimal),
  }));
  const kept = new Set(lots.map((lot) => lot.uid));
  const keys = state.keys.map((key) => ({
    ...key,
    shares: Object.fromEntries(Object.entries(key.shares).filter(([uid]) => kept.has(uid))),
  }));
  return { ...state, lots, keys };
}

/** A pasted column (the lift's shares) as a new special key on the form's lots, by lot name. */
export function withColumnAsKey(state: ToolState, column: OtherColumn, decimal: "," | "."): ToolState {
  const uidOf = new Map(state.lots.map((lot) => [lot.name.trim(), lot.uid]));
  const shares: Record<string, string> = {};
  for (const { lotId, value } of column.values) {
    const uid = uidOf.get(lotId);
    if (uid && value !== undefined && value !== 0) shares[uid] = asTyped(value, decimal);
  }
  const key: KeyRow = { uid: newUid("k"), name: column.name, declaredTotal: "", shares };
  return { ...state, keys: [...state.keys, key] };
}

/** Without a key: the headings it bore go back to the general shares. */
export function withoutKey(state: ToolState, keyUid: string): ToolState {
  return {
    ...state,
    keys: state.keys.filter((key) => key.uid !== keyUid),
    headings: state.headings.map((row) => (row.keyUid === keyUid ? { ...row, keyUid: "" } : row)),
  };
}

/** Without a lot: its shares in the special keys go with it. */
export function withoutLot(state: ToolState, lotUid: string): ToolState {
  return {
    ...state,
    lots: state.lots.filter((lot) => lot.uid !== lotUid),
    keys: state.keys.map((key) => ({
      ...key,
      shares: Object.fromEntries(Object.entries(key.shares).filter(([uid]) => uid !== lotUid)),
    })),
  };
}

/** The state's lists of rows, by name. */
type Rows = { headings: HeadingRow; lots: LotRow; keys: KeyRow };

/**
 * With one row of a list changed (its uid says which): the change's fields replace the row's, the
 * others stay. The change may be read from the row (a key's shares, lot by lot).
 */
export function withRow<List extends keyof Rows>(
  state: ToolState,
  list: List,
  uid: string,
  change: Partial<Rows[List]> | ((row: Rows[List]) => Partial<Rows[List]>),
): ToolState {
  const rows = state[list] as Rows[List][];
  const changed = rows.map((row) =>
    row.uid === uid ? { ...row, ...(typeof change === "function" ? change(row) : change) } : row,
  );
  return { ...state, [list]: changed };
}
