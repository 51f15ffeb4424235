import { bars, calendar, chat, chip, date, day, desk, featureViews, field, form, hours, item } from "./build";
import { list, message, mine, msg, notification, notifications, person, phone, point, row } from "./build";
import { time, when } from "./build";
import { count, mad, percent } from "./samples";
import type { Text } from "./types";

/** An announcement already sent, with the share of residents who read it. */
const sent = (title: Text, meta: Text, read: number) =>
  row(title, { meta, chip: chip(msg("views.announcements.read", { share: percent(read) }), "brand") });

/** The views of the communication features (sample data, captioned as such on the page). */
export const communicationViews = featureViews({
  announcements: (k) =>
    desk("MANAGER", "announcements", { action: k("action"), wide: 0 }, [
      form(
        [
          field(k("field.title"), msg(k("field.title.value"), day("2026-05-19 09:00"))),
          field(k("field.audience"), msg(k("field.audience.value"), { count: count(148) })),
          field(k("field.channels"), k("field.channels.value"), chip(k("field.languages"), "neutral")),
        ],
        k("publish"),
      ),
      list(k("sent"), [
        sent(
          msg(k("sent.meeting"), day("2026-06-06 10:00")),
          msg(k("sent.meeting.meta"), day("2026-05-11 18:00")),
          0.87,
        ),
        sent(k("sent.facade"), msg(k("sent.facade.meta"), day("2026-05-07 12:00")), 0.74),
        sent(k("sent.pool"), msg(k("sent.pool.meta"), day("2026-05-02 09:30")), 0.91),
      ]),
    ]),
  "events-calendars": (k) =>
    phone("RESIDENT", [
      calendar("2026-06", [6, 13, 20], 6),
      list([
        item(k("meeting"), when("2026-06-06 10:00"), {
          icon: "presentation",
          chip: chip(k("reminder"), "brand"),
        }),
        item(k("facade"), when("2026-06-13 08:00"), { icon: "building" }),
        item(k("party"), when("2026-06-20 18:30"), { icon: "sparkles" }),
      ]),
    ]),
  "discussion-forums": (k) =>
    phone("RESIDENT", { subtitle: msg(k("subtitle"), { count: count(5) }) }, [
      chat(
        message(person("omar"), k("question"), "2026-05-11 19:02"),
        message(
          person("syndic"),
          msg(k("answer"), { ...day("2026-05-21 08:00"), ...time("2026-05-21 08:00") }),
          "2026-05-12 08:47",
        ),
        mine(person("salma"), k("thanks"), "2026-05-12 09:05"),
      ),
      list(k("others"), [item(k("topic.lift"), { count: count(12) }, { icon: "chat-bubbles" })]),
    ]),
  "surveys-voting": (k) =>
    phone("OWNER", { subtitle: msg(k("subtitle"), date("2026-05-30 18:00")) }, [
      list([
        row(k("question"), {
          meta: msg(k("turnout"), { count: count(95), total: count(148) }),
          icon: "ballot",
        }),
      ]),
      bars(k("results"), [
        point(msg(k("quoteA"), { amount: mad(412000) }), 55, percent(0.58)),
        point(msg(k("quoteB"), { amount: mad(468000) }), 30, percent(0.32)),
        point(k("postpone"), 10, percent(0.1)),
      ]),
      form([field(k("choice"), k("choice.value"), chip(k("recorded"), "brand"))], k("change")),
    ]),
  "notifications-push-email": (k) =>
    phone("RESIDENT", [
      notifications(
        notification(
          "megaphone",
          k("water"),
          msg(k("water.body"), hours("2026-05-13 09:00", "2026-05-13 13:00")),
          "2026-05-12 09:30",
        ),
        notification("package", k("parcel"), k("parcel.body"), "2026-05-12 09:18"),
        notification(
          "wrench",
          k("plumber"),
          msg(k("plumber.body"), time("2026-05-12 10:30")),
          "2026-05-12 08:55",
        ),
        notification(
          "calendar",
          k("meeting"),
          msg(k("meeting.body"), when("2026-06-06 10:00")),
          "2026-05-12 08:00",
        ),
      ),
      list(k("settings"), [
        row(k("push"), { chip: chip(k("on"), "brand") }),
        row(k("email"), { chip: chip(k("on"), "brand") }),
        row(k("language"), { value: k("language.value") }),
      ]),
    ]),
});
