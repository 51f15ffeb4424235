import { randomUUID } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { demoBookings, demoPresenters, outboxEmails, staffUsers, submissions } from "#server/db/schema";
import { casablancaDay } from "#server/inbox/presenters/store";
import { sharedService } from "../../support/service";
import { hiddenValue, type Agent } from "../support/agent";
import { addStaff, signedIn, startInbox, submit, type Inbox } from "../support/inbox";
import { visibleText } from "../support/pages";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const allWeek = Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((d) => [d, [["07:00", "21:00"]]]));

/** A presenter as their form saves one, straight in the table. */
async function presenter(inbox: Inbox, email: string, name: string, meetingLink: string | null) {
  const user = await addStaff(inbox, email, name);
  await inbox.app.db.insert(demoPresenters).values({
    userId: user.id,
    firstName: name.split(" ")[0] ?? name,
    languages: ["fr", "en", "ar"],
    weeklyHours: allWeek,
    meetingLink,
  });
  return user.id;
}

/** A demo request sent as a visitor sends it, then booked at `startsAt` for `presenterId`. */
async function booking(
  inbox: Inbox,
  presenterId: string,
  startsAt: Date,
  { language = "fr", ...changes }: Record<string, unknown> = {},
) {
  const reference = await submit(inbox, "demo", changes);
  const [row] = await inbox.app.db.select().from(submissions).where(eq(submissions.reference, reference));
  const [made] = await inbox.app.db
    .insert(demoBookings)
    .values({
      submissionId: row?.id ?? "",
      presenterId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      language: String(language),
      uid: `${randomUUID()}@urbis.ma`,
    })
    .returning();
  return { reference, id: made?.id ?? "" };
}

/** The references an agenda page links to, in the order a person reads them. */
const linked = (html: string) =>
  [...html.matchAll(/href="\/inbox\/demo\/([A-Z]{3}-[A-Z0-9]{5})"/g)].map((m) => m[1]);
/** The days (Casablanca) the agenda's headings name, in order. */
const headings = (html: string) =>
  [...html.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]);

describe("the demos' agenda in the inbox", () => {
  const shared = sharedService(() => startInbox("embedded"));

  /** Rounded to the half hour, 4 days ahead at noon UTC (always 12:00 or 13:00 in Casablanca). */
  const ahead = (days: number, hours = 0) => {
    const base = new Date(Date.now() + days * DAY);
    base.setUTCHours(12 + hours, 0, 0, 0);
    return base;
  };

  it("lists upcoming demos by day and presenter, in time order, each linked to its request", async () => {
    const inbox = shared();
    const salma = await presenter(inbox, "salma@urbis.ma", "Salma Idrissi", "https://meet.urbis.ma/salma");
    const karim = await presenter(inbox, "karim@urbis.ma", "Karim Benali", null);
    const later = await booking(inbox, salma, ahead(5), { company: "Syndic Agdal" });
    const soonKarim = await booking(inbox, karim, ahead(4, 1));
    const soonSalma = await booking(inbox, salma, ahead(4));
    const past = await booking(inbox, karim, ahead(-2));
    const cancelled = await booking(inbox, salma, ahead(6));
    await inbox.app.db
      .update(demoBookings)
      .set({ status: "cancelled" })
      .where(eq(demoBookings.id, cancelled.id));

    const agent = await signedIn(inbox, "nadia@urbis.ma");
    const page = await agent.get("/inbox/agenda");
    expect(page.statusCode).toBe(200);
    // The past demo waits to be closed, first; then the days to come, in time order.
    expect(linked(page.body)).toEqual([
      past.reference,
      soonSalma.reference,
      soonKarim.reference,
      later.reference,
    ]);
    expect(headings(page.body)).toEqual([casablancaDay(ahead(4)), casablancaDay(ahead(5))]);
    const text = visibleText(page.body);
    expect(text).toContain("Démos passées à clôturer");
    expect(text).toContain("2 démos");
    expect(text).toContain("Avec Salma Idrissi");
    expect(text).toContain("Syndic Agdal");
    expect(text).toMatch(/Avec Karim Benali · Français · Téléphone/);
    expect(text).toMatch(/Avec Salma Idrissi · Français · Visioconférence/);

    const karims = await agent.get(`/inbox/agenda?presenter=${karim}`);
    expect(linked(karims.body)).toEqual([past.reference, soonKarim.reference]);
    expect(karims.body).toContain(`<option value="${karim}" selected="">Karim Benali</option>`);
    // Anything else than a presenter's id shows the whole team.
    expect(linked((await agent.get("/inbox/agenda?presenter=nobody")).body)).toHaveLength(4);

    const arabic = await agent.get("/inbox/agenda?ui=ar");
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(visibleText(arabic.body)).toContain("عروض مضت تنتظر الإغلاق");
    const english = await agent.get("/inbox/agenda?ui=en");
    expect(visibleText(english.body)).toContain("With Karim Benali · French · Phone");
  });

  /** Posts one of a demo's forms on the agenda page, as the page writes it. */
  async function act(
    agent: Agent,
    id: string,
    what: "move" | "cancel" | "outcome",
    form: Record<string, string> = {},
  ) {
    const page = await agent.get("/inbox/agenda");
    expect(page.body).toContain(`action="/inbox/agenda/${id}/${what}"`);
    return agent.post(`/inbox/agenda/${id}/${what}`, { csrf: hiddenValue(page.body, "csrf"), ...form });
  }

  it("moves a demo to a free time and cancels one, the visitor told in their language with the invitation", async () => {
    const inbox = shared();
    const salma = await presenter(inbox, "salma@urbis.ma", "Salma Idrissi", "https://meet.urbis.ma/salma");
    const moved = await booking(inbox, salma, ahead(3));
    const dropped = await booking(inbox, salma, ahead(3, 2), { language: "ar" });
    const agent = await signedIn(inbox, "nadia@urbis.ma");

    const page = (await agent.get("/inbox/agenda")).body;
    const offered = [...page.matchAll(/<option value="(\d{4}-[^"]+Z)">/g)].map((m) => m[1] ?? "");
    expect(offered.length).toBeGreaterThan(0);
    const target =
      offered.find((start) => new Date(start).getTime() > ahead(7).getTime()) ?? offered[0] ?? "";
    const answer = await act(agent, moved.id, "move", { start: target });
    expect(answer.headers.location).toBe("/inbox/agenda?done=moved");
    const [after] = await inbox.app.db.select().from(demoBookings).where(eq(demoBookings.id, moved.id));
    expect(after).toMatchObject({ status: "booked", sequence: 1, startsAt: new Date(target) });
    expect(visibleText((await agent.get(answer.headers.location ?? "")).body)).toContain(
      "La démo est déplacée ; le visiteur a reçu la nouvelle invitation.",
    );

    expect((await act(agent, dropped.id, "cancel")).headers.location).toBe("/inbox/agenda?done=cancelled");
    const [gone] = await inbox.app.db.select().from(demoBookings).where(eq(demoBookings.id, dropped.id));
    expect(gone).toMatchObject({ status: "cancelled", sequence: 1 });
    expect(linked((await agent.get("/inbox/agenda")).body)).toEqual([moved.reference]);

    // Each request's page says what became of its demo, and names the e-mails its visitor was sent.
    const time = new Intl.DateTimeFormat("fr", {
      timeZone: "Africa/Casablanca",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(target));
    const movedPage = visibleText((await agent.get(`/inbox/demo/${moved.reference}`)).body);
    expect(movedPage).toContain("Démo État Réservée · déplacée une fois Date et heure (heure du Maroc)");
    expect(movedPage).toContain(` · ${time}–`);
    expect(movedPage).toContain("Présentateur Salma Idrissi Format et langue Visioconférence · Français");
    expect(movedPage).toContain("Invitation mise à jour (démo déplacée)");
    const droppedPage = visibleText((await agent.get(`/inbox/demo/${dropped.reference}?ui=ar`)).body);
    expect(droppedPage).toContain("العرض التوضيحي الحالة ملغى التاريخ والساعة (بتوقيت الدار البيضاء)");
    expect(droppedPage).toContain("إشعار الإلغاء إلى الزائر");
    expect(droppedPage).not.toContain("فتح جدول العروض التوضيحية");

    // Each visitor is written to, with the invitation: REQUEST for the move, CANCEL for the other.
    const invitations = await inbox.app.db
      .select({
        submissionId: outboxEmails.submissionId,
        calendar: outboxEmails.calendar,
        html: outboxEmails.htmlBody,
      })
      .from(outboxEmails)
      .where(and(isNotNull(outboxEmails.calendar), eq(outboxEmails.toAddress, "salma@residence-anfa.ma")));
    const methods = invitations.map((mail) =>
      ICAL.Component.fromString(mail.calendar ?? "").getFirstPropertyValue("method"),
    );
    expect(methods.sort()).toEqual(["CANCEL", "REQUEST"]);
    const [cancelMail] = invitations.filter((mail) => mail.calendar?.includes("METHOD:CANCEL"));
    expect(cancelMail?.html).toContain('lang="ar" dir="rtl"');

    // A second cancel, or a move of a cancelled demo, changes nothing.
    const page2 = await agent.get("/inbox/agenda");
    const csrf = hiddenValue(page2.body, "csrf");
    expect((await agent.post(`/inbox/agenda/${dropped.id}/cancel`, { csrf })).headers.location).toBe(
      "/inbox/agenda?done=gone",
    );
    expect(
      (await agent.post(`/inbox/agenda/${moved.id}/move`, { csrf, start: "tomorrow" })).headers.location,
    ).toBe("/inbox/agenda?done=invalid");
    // A time that is not free is refused, and said so.
    const taken = await agent.post(`/inbox/agenda/${moved.id}/move`, {
      csrf,
      start: "2020-01-06T10:00:00.000Z",
    });
    expect(taken.headers.location).toBe("/inbox/agenda?done=taken");
    expect((await agent.get("/inbox/agenda?done=taken")).body).toContain('role="alert"');
  });

  it("marks a past demo done or no-show", async () => {
    const inbox = shared();
    const karim = await presenter(inbox, "karim@urbis.ma", "Karim Benali", null);
    const came = await booking(inbox, karim, ahead(-1));
    const absent = await booking(inbox, karim, ahead(-2));
    const agent = await signedIn(inbox, "nadia@urbis.ma");

    expect((await act(agent, came.id, "outcome", { outcome: "done" })).headers.location).toBe(
      "/inbox/agenda?done=done",
    );
    expect((await act(agent, absent.id, "outcome", { outcome: "no_show" })).headers.location).toBe(
      "/inbox/agenda?done=no_show",
    );
    const rows = await inbox.app.db
      .select({ id: demoBookings.id, status: demoBookings.status })
      .from(demoBookings);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [came.id]: "done",
      [absent.id]: "no_show",
    });
    const after = await agent.get("/inbox/agenda?done=no_show");
    expect(linked(after.body)).toEqual([]);
    expect(visibleText(after.body)).toContain("La démo est marquée « visiteur absent ».");
    expect(visibleText(after.body)).toContain("Aucune démo à venir.");
    const [account] = await inbox.app.db.select().from(staffUsers).where(eq(staffUsers.id, karim));
    expect(account?.email).toBe("karim@urbis.ma");
  });
});
