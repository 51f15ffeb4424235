import { calendar, chat, chip, date, day, desk, featureViews, hours, item, list, message } from "./build";
import { mine, msg, person, personRow, phone, reportForm, row, stats, status, time, when } from "./build";
import { at, count, mad } from "./samples";

/** The views of the operations features (sample data, captioned as such on the page). */
export const operationsViews = featureViews({
  "service-requests": (k) =>
    phone("RESIDENT", { subtitle: msg(k("subtitle"), day("2026-05-12 08:14")) }, [
      reportForm(k, k("add")),
      list(k("progress"), [
        row(k("received"), { meta: at("2026-05-12 08:14", "time"), icon: "check" }),
        row(k("assigned"), { meta: at("2026-05-12 08:31", "time"), icon: "user" }),
        row(msg(k("visit"), time("2026-05-12 10:30")), {
          icon: "wrench",
          chip: status("inProgress", "accent"),
        }),
      ]),
    ]),
  "service-providers": (k) =>
    desk("MANAGER", "requests", { action: k("action"), wide: 2 }, [
      stats(k, ["count", count(14)], ["visits", count(23), "brand"], ["spent", mad(38600), "accent"]),
      list(k("list"), [
        item(k("plumbing"), date("2026-12-31 12:00"), {
          icon: "wrench",
          chip: chip(msg(k("next"), day("2026-05-12 10:30")), "brand"),
        }),
        row(k("lifts"), {
          meta: k("lifts.meta"),
          icon: "layers",
          chip: chip(msg(k("next"), day("2026-06-02 09:00")), "neutral"),
        }),
        item(k("cleaning"), hours("2026-05-12 07:00", "2026-05-12 11:00"), {
          icon: "sparkles",
          chip: chip(k("today"), "brand"),
        }),
      ]),
    ]),
  "preventive-maintenance": (k) =>
    desk("MANAGER", "requests", { action: k("action"), wide: 0 }, [
      calendar("2026-06", [2, 9, 15, 23], 2),
      list(k("list"), [
        item(k("lifts"), day("2026-06-02 09:00"), { chip: chip(k("planned"), "brand") }),
        item(k("extinguishers"), day("2026-06-09 10:00"), { chip: chip(k("planned"), "brand") }),
        item(k("pump"), day("2026-05-28 10:00"), { chip: chip(k("late"), "accent") }),
        item(k("tank"), day("2026-06-23 08:00"), { chip: chip(k("planned"), "brand") }),
      ]),
    ]),
  "customer-support-24-7": (k) =>
    phone("RESIDENT", { subtitle: k("subtitle") }, [
      chat(
        mine(person("youssef"), k("question"), "2026-05-11 21:14"),
        message(k("agent"), k("answer"), "2026-05-11 21:15"),
      ),
      list([row(msg(k("file"), date("2026-04-25 10:00")), { meta: k("file.meta"), icon: "file-text" })]),
      chat(mine(person("youssef"), k("thanks"), "2026-05-11 21:16")),
    ]),
  "demo-requests": (k) =>
    desk("MANAGER", "bookings", { subtitle: k("subtitle"), action: k("action"), wide: 2 }, [
      stats(k, ["new", count(4), "accent"], ["week", count(11), "brand"], ["confirmed", count(9)]),
      list(k("list"), [
        personRow("nadia", msg(k("nadia.meta"), when("2026-05-14 17:30")), chip(k("confirmed"), "brand")),
        personRow("omar", msg(k("omar.meta"), when("2026-05-16 11:00")), chip(k("assigned"), "neutral")),
        personRow("fatimaZahra", k("fatima.meta"), chip(k("new"), "accent")),
      ]),
    ]),
});
