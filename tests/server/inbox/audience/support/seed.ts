import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { leadAttributions, submissions } from "#server/db/schema";
import { submit, type Inbox } from "../../support/inbox";

/**
 * Rows for the Audience page's tests, inserted into its tables directly (issue 33 §2 fills them
 * from the beacon; migration 0006 makes them).
 */
export type DailyRow = {
  day: string;
  kind?: "view" | "event";
  path?: string;
  language?: string;
  landing?: string;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  device?: string;
  event?: string;
  detail?: string;
  views: number;
  visits?: number;
  visitors?: number;
};

/** Inserts counts; a view row's landing is its path unless told (a first view is a landing). */
export async function insertDaily(db: Database, rows: DailyRow[]) {
  for (const r of rows) {
    const path = r.path ?? "/";
    await db.execute(sql`insert into analytics_daily
      (day, kind, path, language, landing, referrer_host, utm_source, utm_medium, utm_campaign,
       device, event, detail, views, visits, visitors)
      values (${r.day}::date, ${r.kind ?? "view"}, ${path}, ${r.language ?? "fr"},
        ${r.landing ?? path}, ${r.referrerHost ?? ""}, ${r.utmSource ?? ""}, ${r.utmMedium ?? ""},
        ${r.utmCampaign ?? ""}, ${r.device ?? "desktop"}, ${r.event ?? ""}, ${r.detail ?? ""},
        ${r.views}, ${r.visits ?? 0}, ${r.visitors ?? r.visits ?? 0})`);
  }
}

export async function insertVisitors(db: Database, rows: { day: string; visitors: number }[]) {
  for (const r of rows)
    await db.execute(
      sql`insert into analytics_visitors (day, visitors) values (${r.day}::date, ${r.visitors})`,
    );
}

export type Lead = {
  form: "demo" | "contact";
  /** Noon in Casablanca on that day. */
  day: string;
  locale?: "fr" | "en" | "ar";
  status?: "new" | "spam";
  landing?: string | null;
  utmSource?: string | null;
  referrerHost?: string | null;
  utmCampaign?: string | null;
  pagesSeen?: string[];
  tool?: string | null;
};

/** A lead sent through the public API, then placed on its day with the attribution given. */
export async function insertLead(inbox: Inbox, lead: Lead): Promise<string> {
  const reference = await submit(inbox, lead.form, {}, new Date(`${lead.day}T12:00:00+01:00`));
  const db = inbox.app.db;
  const [row] = await db.select().from(submissions).where(eq(submissions.reference, reference));
  if (!row) throw new Error(`No submission ${reference}`);
  await db
    .update(submissions)
    .set({ locale: lead.locale ?? "fr", status: lead.status ?? "new" })
    .where(eq(submissions.id, row.id));
  await db.delete(leadAttributions).where(eq(leadAttributions.submissionId, row.id));
  await db.insert(leadAttributions).values({
    submissionId: row.id,
    recordedBy: "page",
    landingPage: lead.landing ?? null,
    utmSource: lead.utmSource ?? null,
    referrerHost: lead.referrerHost ?? null,
    utmCampaign: lead.utmCampaign ?? null,
    pagesSeen: lead.pagesSeen ?? [],
    tool: lead.tool ?? null,
  });
  return reference;
}
