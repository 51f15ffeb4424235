import { sql } from "drizzle-orm";
import { addDays, casablancaDate, casablancaInstant } from "#core/booking/slots";
import type { LocaleCode } from "#core/i18n/locales";
import { queryRows, type Database } from "#server/db/client";
import { availability } from "./availability";

/**
 * The slot list computed once per change (decision 063). `GET /api/demo/slots` is asked on every
 * visit to the demo page; computing it (five reads, then the grid of every presenter's days to the
 * horizon) cost 11 ms alone and queued for the processor under load. Each instance keeps, per
 * language, the answer as sent (JSON), under:
 *
 * - the **version** of what it is made of: a number the database sets anew at each commit that
 *   changes a booking, a presenter, their days off, the closed days or the settings (triggers of
 *   migration 0008, whoever writes: this instance, another one, the inbox's command line). Each
 *   request reads it (one indexed row), so a list is never served once a change is committed, on
 *   any instance: the bound across instances is the time of that read.
 * - the **clock**: the answer holds until the notice passes its first free time (that time leaves
 *   the list) or Casablanca's day ends (the horizon takes one more day), whichever comes first.
 *
 * Concurrent requests that find the same version share one computation. Where the version cannot
 * be read (its row removed by hand), every request computes its answer. The refusals' "next free
 * times" (409) never come from here: they are computed after the refusal (book.ts, forms).
 */
export class SlotLists {
  private readonly entries = new Map<string, Entry>();

  private reading?: Promise<string | undefined>;
  private queued?: Promise<string | undefined>;

  constructor(private readonly db: Database) {}

  /** The free times for `language` at `now`, as `GET /api/demo/slots` sends them (JSON). */
  async json(language: LocaleCode, now: Date): Promise<string> {
    const version = await this.version();
    const at = now.getTime();
    const known = this.entries.get(language);
    if (version !== undefined && known?.version === version && known.from <= at) {
      const list = await known.list.catch(() => undefined);
      if (list && at < list.until) return list.json;
    }
    const list = computeList(this.db, language, now);
    if (version === undefined) return (await list).json;
    const entry: Entry = { version, from: at, list };
    this.entries.set(language, entry);
    // A failed computation is not kept: the next request tries again.
    list.catch(() => this.entries.get(language) === entry && this.entries.delete(language));
    return (await list).json;
  }

  /**
   * The version, read after this call began: a read already under way may have begun before a
   * commit this request must see, so a request that finds one waits for the next, which begins
   * when it ends and is shared by every request that arrived meanwhile.
   */
  private version(): Promise<string | undefined> {
    if (!this.reading) return this.read();
    this.queued ??= this.reading
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.read();
      });
    return this.queued;
  }

  private read(): Promise<string | undefined> {
    const reading = slotsVersion(this.db).finally(() => {
      if (this.reading === reading) this.reading = undefined;
    });
    this.reading = reading;
    return reading;
  }
}

type List = { json: string; until: number };
type Entry = { version: string; from: number; list: Promise<List> };

/** The version of the slot list's inputs (migration 0008), or undefined when it cannot be read. */
export async function slotsVersion(db: Database): Promise<string | undefined> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`SELECT version::text AS version FROM demo_slot_changes WHERE id = 1`,
  );
  return row?.version;
}

async function computeList(db: Database, language: string, now: Date): Promise<List> {
  // One connection for the five reads, rather than five checkouts of the pool under load.
  const { settings, days } = await db.transaction((tx) => availability(tx, { language, now }));
  const first = days.days[0]?.slots[0];
  const nextDay = casablancaInstant(addDays(casablancaDate(now), 1), 0).getTime();
  const noticePassed = first ? new Date(first.start).getTime() - settings.noticeHours * 3_600_000 : Infinity;
  return { json: JSON.stringify(days), until: Math.min(nextDay, noticePassed) };
}
