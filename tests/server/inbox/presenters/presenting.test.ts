import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoClosedDays, demoDaysOff, demoPresenters, demoSettings, staffUsers } from "#server/db/schema";
import { parsePresenter, parseRanges, parseSettings } from "#server/inbox/presenters/input";
import { casablancaDay } from "#server/inbox/presenters/store";
import { sharedService } from "../../support/service";
import { hiddenValue } from "../support/agent";
import { signedIn, startInbox } from "../support/inbox";
import { visibleText } from "../support/pages";

/** A year from now: a day off or a closed day that is still to come whenever the test runs. */
const nextYear = String(new Date().getUTCFullYear() + 1);
const valid = {
  active: "on",
  firstName: "Salma",
  languages: ["fr", "ar"],
  hours1: "09:00-12:00, 14:00–17:00",
  hours2: "",
  hours3: "9:30-12:00",
  hours4: "",
  hours5: "",
  hours6: "",
  hours7: "",
  mode: "video",
  meetingLink: "https://meet.urbis.ma/salma",
  daysOff: `${nextYear}-03-20\n${nextYear}-03-21\n${nextYear}-03-20`,
};

const value = (html: string, name: string) =>
  html
    .match(new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`))
    ?.slice(1)
    .find(Boolean);

describe("presenting demos in the inbox", () => {
  const shared = sharedService(() => startInbox("embedded"));

  it("reads hours, days and settings as a person types them, and names what is wrong", () => {
    expect(parseRanges("14:00–17:00, 9:00-12:00")).toEqual([
      ["09:00", "12:00"],
      ["14:00", "17:00"],
    ]);
    expect(parseRanges("")).toEqual([]);
    expect(parseRanges("09:00-12:00, 11:00-13:00")).toBeUndefined();
    expect(parseRanges("12:00-09:00")).toBeUndefined();
    expect(parseRanges("25:00-26:00")).toBeUndefined();
    const draft = {
      ...valid,
      hours: { ...Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((d) => [d, ""])), "1": "9-12" },
    };
    const refused = parsePresenter({
      ...draft,
      languages: ["fr", "de"],
      active: true,
      meetingLink: "http://x",
      daysOff: "2027-02-30",
    } as never);
    expect(refused).toEqual({
      ok: false,
      errors: { languages: true, hours: true, meetingLink: true, daysOff: true },
    });
    const settings = {
      minutes: "30",
      bufferMinutes: "15",
      noticeHours: "12",
      horizonDays: "21",
      maxPerDay: "4",
    };
    expect(
      parseSettings({ ...settings, closedDays: "2027-03-10 Aïd al-Fitr\n\n2027-05-17 Aïd al-Adha" }),
    ).toMatchObject({
      ok: true,
      closedDays: [
        { day: "2027-03-10", label: "Aïd al-Fitr" },
        { day: "2027-05-17", label: "Aïd al-Adha" },
      ],
    });
    expect(
      parseSettings({ ...settings, minutes: "2.5", horizonDays: "900", closedDays: "10/03/2027 Aïd" }),
    ).toEqual({
      ok: false,
      errors: { minutes: true, horizonDays: true, closedDays: true },
    });
  });

  it("lets each account edit its own presenting, and only its own", async () => {
    const inbox = shared();
    const salma = await signedIn(inbox);
    const first = await salma.get("/inbox/presenting");
    expect(first.statusCode).toBe(200);
    // A new presenter starts from their account's first name, nothing else chosen.
    expect(value(first.body, "firstName")).toBe("Salma");
    expect(first.body).toContain('name="languages" value="fr"/>');
    expect(first.body).toContain('aria-current="page"');

    const [salmaAccount] = await inbox.app.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, "salma@urbis.ma"));
    const karim = await signedIn(inbox, "karim@urbis.ma");
    // Karim's form carries no account: whatever he adds, he changes his own presenting.
    const saved = await karim.post("/inbox/presenting", {
      ...valid,
      firstName: "Karim",
      userId: salmaAccount?.id ?? "",
      csrf: hiddenValue((await karim.get("/inbox/presenting")).body, "csrf"),
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/inbox/presenting?saved=1");

    const csrf = hiddenValue(first.body, "csrf");
    expect((await salma.post("/inbox/presenting", { ...valid, csrf })).statusCode).toBe(303);

    const rows = await inbox.app.db.select().from(demoPresenters);
    expect(rows.map((r) => r.firstName).sort()).toEqual(["Karim", "Salma"]);
    const mine = rows.find((r) => r.userId === salmaAccount?.id);
    expect(mine).toMatchObject({
      languages: ["fr", "ar"],
      weeklyHours: {
        "1": [
          ["09:00", "12:00"],
          ["14:00", "17:00"],
        ],
        "3": [["09:30", "12:00"]],
      },
      meetingLink: "https://meet.urbis.ma/salma",
      active: true,
    });
    const daysOff = await inbox.app.db
      .select()
      .from(demoDaysOff)
      .where(eq(demoDaysOff.userId, mine?.userId ?? ""));
    expect(daysOff.map((d) => d.day)).toEqual([`${nextYear}-03-20`, `${nextYear}-03-21`]);

    const page = await salma.get("/inbox/presenting?saved=1");
    expect(visibleText(page.body)).toContain("Vos réglages de présentation sont enregistrés.");
    expect(value(page.body, "hours1")).toBe("09:00–12:00, 14:00–17:00");
    expect(page.body).toContain('name="languages" checked="" value="ar"');
    expect(page.body).toContain('name="languages" value="en"/>');
    expect(page.body).toContain(`${nextYear}-03-20\n${nextYear}-03-21</textarea>`);

    // Phone instead of video; untick to stop presenting.
    const inactive: Partial<typeof valid> = { ...valid };
    delete inactive.active;
    expect((await salma.post("/inbox/presenting", { ...inactive, mode: "phone", csrf })).statusCode).toBe(
      303,
    );
    const [phone] = await inbox.app.db
      .select()
      .from(demoPresenters)
      .where(eq(demoPresenters.userId, mine?.userId ?? ""));
    expect(phone).toMatchObject({ meetingLink: null, active: false });
    // Karim's, untouched.
    expect((await karim.get("/inbox/presenting")).body).toContain('value="Karim"');
  });

  it("refuses a wrong form with its errors in the inbox's language, keeping everything typed", async () => {
    const inbox = shared();
    const agent = await signedIn(inbox);
    const csrf = hiddenValue((await agent.get("/inbox/presenting")).body, "csrf");
    const typed = {
      ...valid,
      firstName: "Salma <b>",
      languages: [],
      hours1: "09:00-12:00, 11:00-13:00",
      meetingLink: "zoom meeting",
      daysOff: "demain",
      csrf,
    };
    const copy = {
      fr: [
        "4 champs sont à corriger",
        "Cochez au moins une langue.",
        "sans chevauchement",
        "https://",
        "2027-03-10",
      ],
      en: [
        "4 fields need correcting",
        "Tick at least one language.",
        "with no overlap",
        "https://",
        "2027-03-10",
      ],
      ar: ["4 حقول تحتاج إلى تصحيح", "اختاروا لغة واحدة على الأقل.", "دون تداخل", "(https)", "2027-03-10"],
    };
    for (const [ui, expected] of Object.entries(copy)) {
      await agent.get(`/inbox/presenting?ui=${ui}`);
      const refused = await agent.post("/inbox/presenting", typed);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(`<html lang="${ui}" dir="${ui === "ar" ? "rtl" : "ltr"}"`);
      expect(refused.body).toContain('role="alert"');
      for (const text of expected) expect(visibleText(refused.body)).toContain(text);
      // Nothing typed is lost, and what was typed is printed as text.
      expect(value(refused.body, "firstName")).toBe("Salma &lt;b&gt;");
      expect(value(refused.body, "hours1")).toBe("09:00-12:00, 11:00-13:00");
      expect(value(refused.body, "hours3")).toBe("9:30-12:00");
      expect(value(refused.body, "meetingLink")).toBe("zoom meeting");
      expect(refused.body).toContain(">demain</textarea>");
      expect(refused.body).toContain('name="mode" checked="" value="video"');
      // Only the day that is wrong is marked so.
      expect(refused.body).toMatch(/aria-invalid="true" name="hours1"/);
      expect(refused.body).toMatch(/placeholder="[^"]*" name="hours3"/);
      expect(refused.body).toMatch(/aria-invalid="true"[^>]*aria-describedby="daysOff-error daysOff-hint"/);
    }
    expect(await inbox.app.db.select().from(demoPresenters)).toEqual([]);
  });

  it("starts the team's settings from the defaults, saves them and the closed days", async () => {
    const inbox = shared();
    const agent = await signedIn(inbox);
    const page = await agent.get("/inbox/settings");
    expect(page.statusCode).toBe(200);
    expect([
      value(page.body, "minutes"),
      value(page.body, "bufferMinutes"),
      value(page.body, "noticeHours"),
      value(page.body, "horizonDays"),
      value(page.body, "maxPerDay"),
    ]).toEqual(["30", "15", "12", "21", "4"]);
    const csrf = hiddenValue(page.body, "csrf");
    const form = {
      minutes: "45",
      bufferMinutes: "10",
      noticeHours: "24",
      horizonDays: "28",
      maxPerDay: "3",
      closedDays: `${nextYear}-03-10 Aïd al-Fitr\n${nextYear}-05-17 Aïd al-Adha`,
      csrf,
    };
    const wrong = await agent.post("/inbox/settings", { ...form, minutes: "5" });
    expect(wrong.statusCode).toBe(400);
    expect(visibleText(wrong.body)).toContain("Saisissez un nombre entier de 15 à 240.");
    expect(value(wrong.body, "minutes")).toBe("5");
    expect(wrong.body).toContain("Aïd al-Adha</textarea>");
    expect(await inbox.app.db.select().from(demoSettings)).toEqual([]);

    expect((await agent.post("/inbox/settings", form)).headers.location).toBe("/inbox/settings?saved=1");
    expect(await inbox.app.db.select().from(demoSettings)).toMatchObject([
      { id: 1, minutes: 45, bufferMinutes: 10, noticeHours: 24, horizonDays: 28, maxPerDay: 3 },
    ]);
    expect(await inbox.app.db.select().from(demoClosedDays)).toEqual([
      { day: `${nextYear}-03-10`, label: "Aïd al-Fitr" },
      { day: `${nextYear}-05-17`, label: "Aïd al-Adha" },
    ]);
    const arabic = await agent.get("/inbox/settings?ui=ar");
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(visibleText(arabic.body)).toContain("مدة العرض (بالدقائق)");
    expect(value(arabic.body, "minutes")).toBe("45");
    expect(casablancaDay(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
  });

  it("shows a calendar feed's address once, stores its hash, and a new one revokes the old", async () => {
    const inbox = shared();
    const agent = await signedIn(inbox);
    const csrf = hiddenValue((await agent.get("/inbox/presenting")).body, "csrf");
    // No presenting saved yet: no feed.
    expect((await agent.post("/inbox/presenting/feed", { csrf })).headers.location).toBe("/inbox/presenting");
    await agent.post("/inbox/presenting", { ...valid, csrf });

    const tokenIn = (html: string) => html.match(/\/api\/demo\/feeds\/([\w-]{43})\.ics/)?.[1];
    const shown = await agent.post("/inbox/presenting/feed", { csrf });
    expect(shown.statusCode).toBe(200);
    const first = tokenIn(shown.body);
    expect(first).toBeDefined();
    expect(visibleText(shown.body)).toContain("elle ne sera plus jamais affichée");
    const [row] = await inbox.app.db.select().from(demoPresenters);
    expect(row?.feedTokenHash).toBe(
      createHash("sha256")
        .update(first ?? "")
        .digest("hex"),
    );
    expect(JSON.stringify(row)).not.toContain(first);

    const later = await agent.get("/inbox/presenting");
    expect(tokenIn(later.body)).toBeUndefined();
    expect(visibleText(later.body)).toContain("Une adresse d'agenda est active.");

    const feed = (token: string | undefined) =>
      inbox.app.inject({ method: "GET", url: `/api/demo/feeds/${token}.ics` });
    expect((await feed(first)).statusCode).toBe(200);
    const second = tokenIn((await agent.post("/inbox/presenting/feed", { csrf })).body);
    expect(second).not.toBe(first);
    expect((await feed(first)).statusCode).toBe(404);
    const renewed = await feed(second);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.body).toContain("BEGIN:VCALENDAR");
  });
});
