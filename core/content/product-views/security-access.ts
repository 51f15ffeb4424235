import { chip, columns, desk, featureViews, field, form, hours, item, list, msg, person } from "./build";
import { personRow, phone, point, reportForm, row, stats, status, time, when } from "./build";
import { at, count } from "./samples";

/** The views of the security and access features (sample data, captioned as such on the page). */
export const securityViews = featureViews({
  "access-authorization": (k) =>
    phone("RESIDENT", [
      form(
        [
          field(k("visitor"), person("karim")),
          field(k("when"), at("2026-05-14 19:30", "dayTime")),
          field(k("entrance"), k("entrance.value")),
        ],
        k("send"),
      ),
      list(k("active"), [
        item(k("cleaner"), hours("2026-05-12 09:00", "2026-05-12 13:00"), {
          icon: "key",
          chip: chip(k("on"), "brand"),
        }),
        item(k("delivery"), when("2026-05-15 10:00"), { icon: "truck", chip: chip(k("once"), "neutral") }),
      ]),
    ]),
  "incident-reporting": (k) =>
    phone("SECURITY", [
      reportForm(k, k("send")),
      list(k("latest"), [
        row(k("gate"), {
          meta: at("2026-05-12 07:10", "time"),
          icon: "alert",
          chip: status("inProgress", "accent"),
        }),
        row(k("light"), {
          meta: at("2026-05-11 21:45", "dayTime"),
          icon: "alert",
          chip: status("resolved", "neutral"),
        }),
      ]),
    ]),
  "visitor-parking": (k) =>
    phone("SECURITY", { subtitle: k("subtitle") }, [
      stats(k, ["expected", count(9), "accent"], ["in", count(4), "brand"], ["parking", count(6)]),
      list([
        row(k("v1"), { meta: k("v1.meta"), icon: "car", chip: chip(k("expected"), "accent") }),
        item(k("v2"), time("2026-05-12 10:30"), {
          icon: "wrench",
          chip: chip(msg(k("in"), time("2026-05-12 10:24")), "brand"),
        }),
        item(k("v3"), time("2026-05-12 09:05"), {
          icon: "truck",
          chip: chip(msg(k("out"), time("2026-05-12 09:17")), "neutral"),
        }),
      ]),
    ]),
  "security-team-dashboard": (k) =>
    desk("MANAGER", "security", [
      stats(
        k,
        ["visitors", count(46)],
        ["incidents", count(2), "accent"],
        ["rounds", msg(k("rounds.value"), { done: count(5), planned: count(6) }), "brand"],
      ),
      list(k("incidents"), [
        item(k("water"), time("2026-05-12 08:40"), { icon: "alert", chip: status("new", "accent") }),
        item(k("gate"), time("2026-05-12 07:10"), { icon: "alert", chip: status("inProgress", "brand") }),
      ]),
      list(k("onDuty"), [
        personRow("youssef", msg(k("guard1.meta"), hours("2026-05-12 06:00", "2026-05-12 14:00"))),
        personRow("rachid", msg(k("guard2.meta"), hours("2026-05-12 06:00", "2026-05-12 14:00"))),
      ]),
    ]),
  "log-activity-monitoring": (k) =>
    desk("MANAGER", "security", { action: k("action"), wide: 0 }, [
      list(k("events"), [
        row(k("gate"), { meta: k("gate.meta"), icon: "key", value: at("2026-05-12 09:38", "time") }),
        row(k("visitor"), { meta: k("visitor.meta"), icon: "user", value: at("2026-05-12 09:31", "time") }),
        row(k("round"), { meta: k("round.meta"), icon: "shield", value: at("2026-05-12 09:02", "time") }),
        row(k("access"), { meta: k("access.meta"), icon: "activity", value: at("2026-05-12 08:45", "time") }),
      ]),
      columns(k("chart"), [
        point(at("2026-05-12 06:00", "time"), 18),
        point(at("2026-05-12 07:00", "time"), 64),
        point(at("2026-05-12 08:00", "time"), 97),
        point(at("2026-05-12 09:00", "time"), 41),
      ]),
    ]),
});
