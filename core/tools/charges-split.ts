/**
 * The yearly charges of a co-owned building, split between its lots to the centime.
 *
 * A heading of the budget is shared by every lot in proportion to its general shares (tantièmes),
 * or, when it is assigned to a special key (a building's lift, a car park), only by that key's lots
 * in proportion to their shares in it (citation "charges-by-shares"). Amounts are whole centimes.
 *
 * Rounding, by largest remainder: each lot first gets the whole centimes of its exact share
 * (amount × shares ÷ total, rounded down); the centimes left over go one each to the lots with
 * the largest remainders; between equal remainders, to the lot listed first. So 1 000,00 MAD over
 * three equal lots is 333,34 + 333,33 + 333,33, the extra centime to the first lot. A lot's year
 * is cut into quarters and months the same way: equal parts, the leftover centimes to the
 * earliest periods. Every split adds up exactly to what it splits.
 */

export type Lot = { id: string; shares: number };

export type SpecialKey = {
  id: string;
  /** The lots that bear this key's charges, with their shares in it. */
  lots: { lotId: string; shares: number }[];
  /** The total the key's shares should reach (e.g. 1 000), when the rules declare one. */
  declaredTotal?: number;
};

export type Heading = {
  id: string;
  /** Centimes of MAD, a whole number. */
  amount: number;
  /** The special key that bears this heading; the general shares otherwise. */
  keyId?: string;
};

export type SplitInput = {
  lots: Lot[];
  headings: Heading[];
  keys?: SpecialKey[];
  /** The total the general shares should reach (e.g. 10 000 tantièmes), when declared. */
  declaredTotal?: number;
};

export type SplitErrorCode =
  | "shares-total-mismatch"
  | "negative-amount"
  | "amount-not-whole-centimes"
  | "lot-without-shares"
  | "negative-shares"
  | "key-without-lots"
  | "duplicate-lot"
  | "duplicate-key"
  | "duplicate-heading"
  | "unknown-key"
  | "unknown-lot";

/** `field` is a path into the input: "lots[3].shares", "keys[0].lots", "headings[1].amount". */
export type SplitError = { code: SplitErrorCode; field: string };

/** One lot's part of one heading, and how the rounding reached it. */
export type Allocation = {
  lotId: string;
  /** The exact share, rounded down to the centime. */
  floor: number;
  /** What was rounded off, as a fraction of a centime: remainder ÷ denominator. */
  remainder: number;
  denominator: number;
  /** Whether the lot received one of the leftover centimes. */
  extraCentime: boolean;
  amount: number;
};

export type HeadingSplit = { headingId: string; amount: number; keyId?: string; allocations: Allocation[] };

export type LotCharges = {
  lotId: string;
  yearly: number;
  /** Four amounts, first quarter first. */
  quarterly: number[];
  /** Twelve amounts, January (or the year's first month) first. */
  monthly: number[];
};

export type SplitResult = { headings: HeadingSplit[]; lots: LotCharges[] };

export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: SplitError[] };

/** Shares may carry up to six decimals; they are scaled to whole numbers so the split is exact. */
const MAX_SHARE_DECIMALS = 6;

function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : Math.min(text.length - dot - 1, MAX_SHARE_DECIMALS);
}

function scaledShares(shares: number[]): bigint[] {
  const scale = 10 ** Math.max(0, ...shares.map(decimalsOf));
  return shares.map((share) => BigInt(Math.round(share * scale)));
}

/**
 * `amount` split in proportion to `weights` by largest remainder, ties to the earlier weight.
 * The weights' total must be positive.
 */
export function largestRemainder(
  amount: number,
  weights: bigint[],
): { floor: number; remainder: bigint; extra: boolean }[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  const whole = BigInt(amount);
  const parts = weights.map((weight) => ({
    floor: (whole * weight) / total,
    remainder: (whole * weight) % total,
  }));
  let left = Number(whole - parts.reduce((sum, part) => sum + part.floor, 0n));
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const extra = new Set<number>();
  for (const { index } of order) {
    if (left <= 0) break;
    extra.add(index);
    left--;
  }
  return parts.map((part, index) => ({
    floor: Number(part.floor),
    remainder: part.remainder,
    extra: extra.has(index),
  }));
}

/** `amount` in `periods` equal parts to the centime, the leftover centimes to the first periods. */
export function splitEvenly(amount: number, periods: number): number[] {
  return largestRemainder(
    amount,
    Array.from({ length: periods }, () => 1n),
  ).map((part) => part.floor + (part.extra ? 1 : 0));
}

function checkShares(values: number[], field: (index: number) => string, errors: SplitError[]): void {
  values.forEach((shares, index) => {
    if (!Number.isFinite(shares) || shares === 0)
      errors.push({ code: "lot-without-shares", field: field(index) });
    else if (shares < 0) errors.push({ code: "negative-shares", field: field(index) });
  });
}

function checkTotal(
  values: number[],
  declared: number | undefined,
  field: string,
  errors: SplitError[],
): void {
  if (declared === undefined || !values.every(Number.isFinite)) return;
  const scaled = scaledShares([...values, declared]);
  const target = scaled.pop();
  const sum = scaled.reduce((total, value) => total + value, 0n);
  if (sum !== target) errors.push({ code: "shares-total-mismatch", field });
}

function duplicates(ids: string[]): number[] {
  return ids.flatMap((id, index) => (ids.indexOf(id) !== index ? [index] : []));
}

function checkLots(input: SplitInput, errors: SplitError[]): void {
  for (const index of duplicates(input.lots.map((lot) => lot.id)))
    errors.push({ code: "duplicate-lot", field: `lots[${index}].id` });
  const shares = input.lots.map((lot) => lot.shares);
  checkShares(shares, (index) => `lots[${index}].shares`, errors);
  checkTotal(shares, input.declaredTotal, "declaredTotal", errors);
}

function checkKeys(input: SplitInput, errors: SplitError[]): void {
  const keys = input.keys ?? [];
  const lotIds = new Set(input.lots.map((lot) => lot.id));
  for (const index of duplicates(keys.map((key) => key.id)))
    errors.push({ code: "duplicate-key", field: `keys[${index}].id` });
  keys.forEach((key, k) => {
    if (key.lots.length === 0) errors.push({ code: "key-without-lots", field: `keys[${k}].lots` });
    key.lots.forEach((entry, index) => {
      if (!lotIds.has(entry.lotId))
        errors.push({ code: "unknown-lot", field: `keys[${k}].lots[${index}].lotId` });
    });
    for (const index of duplicates(key.lots.map((entry) => entry.lotId)))
      errors.push({ code: "duplicate-lot", field: `keys[${k}].lots[${index}].lotId` });
    const shares = key.lots.map((entry) => entry.shares);
    checkShares(shares, (index) => `keys[${k}].lots[${index}].shares`, errors);
    checkTotal(shares, key.declaredTotal, `keys[${k}].declaredTotal`, errors);
  });
}

function checkHeadings(input: SplitInput, errors: SplitError[]): void {
  const keyIds = new Set((input.keys ?? []).map((key) => key.id));
  for (const index of duplicates(input.headings.map((heading) => heading.id)))
    errors.push({ code: "duplicate-heading", field: `headings[${index}].id` });
  input.headings.forEach((heading, index) => {
    if (heading.amount < 0) errors.push({ code: "negative-amount", field: `headings[${index}].amount` });
    else if (!Number.isSafeInteger(heading.amount))
      errors.push({ code: "amount-not-whole-centimes", field: `headings[${index}].amount` });
    if (heading.keyId !== undefined && !keyIds.has(heading.keyId))
      errors.push({ code: "unknown-key", field: `headings[${index}].keyId` });
  });
}

/** Every problem with the input at once, so that a page can mark each field. */
export function validateSplit(input: SplitInput): SplitError[] {
  const errors: SplitError[] = [];
  checkLots(input, errors);
  checkKeys(input, errors);
  checkHeadings(input, errors);
  return errors;
}

function splitHeading(heading: Heading, input: SplitInput): HeadingSplit {
  const key = input.keys?.find((candidate) => candidate.id === heading.keyId);
  const bearers = key ? key.lots.map((entry) => ({ id: entry.lotId, shares: entry.shares })) : input.lots;
  const weights = scaledShares(bearers.map((lot) => lot.shares));
  const denominator = Number(weights.reduce((sum, weight) => sum + weight, 0n));
  const allocations = largestRemainder(heading.amount, weights).map((part, index) => ({
    lotId: bearers[index]?.id ?? "",
    floor: part.floor,
    remainder: Number(part.remainder),
    denominator,
    extraCentime: part.extra,
    amount: part.floor + (part.extra ? 1 : 0),
  }));
  return { headingId: heading.id, amount: heading.amount, ...(key && { keyId: key.id }), allocations };
}

/** The split, or every error in the input. */
export function splitCharges(input: SplitInput): Outcome<SplitResult> {
  const errors = validateSplit(input);
  if (errors.length > 0) return { ok: false, errors };
  const headings = input.headings.map((heading) => splitHeading(heading, input));
  const lots = input.lots.map((lot) => {
    const yearly = headings
      .flatMap((heading) => heading.allocations)
      .filter((allocation) => allocation.lotId === lot.id)
      .reduce((sum, allocation) => sum + allocation.amount, 0);
    return { lotId: lot.id, yearly, quarterly: splitEvenly(yearly, 4), monthly: splitEvenly(yearly, 12) };
  });
  return { ok: true, value: { headings, lots } };
}
