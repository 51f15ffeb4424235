import { calendar, chip, columns, day, desk, featureViews, field, form, hours, item, list } from "./build";
import { monthly, msg, person, personRow, phone, row, stats, status, time } from "./build";
import { at, count, mad, percent } from "./samples";
import type { Chip, Row, ViewKey } from "./types";

const residence = (name: ViewKey, lots: number, share: number, requests: number): Row =>
  row(name, {
    meta: msg("views.portfolio-management.residence.meta", { lots: count(lots), share: percent(share) }),
    icon: "building",
    value: msg("views.portfolio-management.requests", { count: count(requests) }),
  });

/** A stay of the short-term rentals' calendar, its guests' arrival, and how it stands. */
const stay = (from: string, until: string, meta: ViewKey, arrival: string, status: Chip): Row =>
  row(msg("views.short-term-rentals.stay", { from: at(from, "day"), until: at(until, "day") }), {
    meta: msg(meta, time(arrival)),
    icon: "suitcase",
    chip: status,
  });

/** The views of the residents and property features (sample data, captioned as such on the page). */
export const residentsPropertyViews = featureViews({
  "resident-management": (k) =>
    desk("MANAGER", "residents", { action: k("action"), wide: 2 }, [
      stats(k, ["residents", count(412)], ["arrivals", count(6), "brand"], ["pending", count(3), "accent"]),
      list(k("list"), [
        personRow("salma", k("salma.meta"), chip(k("verified"), "brand")),
        personRow("mehdi", msg(k("mehdi.meta"), day("2026-05-01 12:00")), chip(k("toCheck"), "accent")),
        personRow("khadija", msg(k("khadija.meta"), day("2026-05-31 12:00")), chip(k("leaving"), "neutral")),
        personRow("amina", k("amina.meta"), chip(k("verified"), "brand")),
      ]),
    ]),
  "owner-management": (k) =>
    phone("OWNER", { subtitle: person("karim") }, [
      list(k("lots"), [
        row(k("flat"), { meta: k("flat.meta"), icon: "home", chip: chip(k("let"), "brand") }),
        row(k("parking"), { meta: k("parking.meta"), icon: "car" }),
        item(k("shop"), day("2026-03-01 12:00"), { icon: "shopping-bag", chip: chip(k("vacant"), "accent") }),
      ]),
      form([field(k("city"), k("city.value")), field(k("language"), k("language.value"))], k("save")),
    ]),
  "apartment-building-management": (k) =>
    desk("MANAGER", "residents", { action: k("action") }, [
      stats(k, ["lots", count(48)], ["occupied", count(45), "brand"], ["vacant", count(3), "accent"]),
      list(k("floor"), [
        row(k("b31"), { meta: k("b31.meta"), chip: chip(k("occupied"), "brand") }),
        row(k("b32"), { meta: k("b32.meta"), chip: chip(k("occupied"), "brand") }),
        item(k("b33"), day("2026-04-30 12:00"), { chip: chip(k("vacant"), "accent") }),
      ]),
      list(k("annexes"), [
        row(k("p12"), { meta: k("p12.meta"), icon: "car" }),
        row(k("storage"), { meta: k("storage.meta"), icon: "package" }),
      ]),
    ]),
  "short-term-rentals": (k) =>
    phone("OWNER", { subtitle: k("subtitle") }, [
      calendar("2026-07", [3, 4, 5, 17, 18, 19, 20], 3),
      list([
        stay(
          "2026-07-03 15:00",
          "2026-07-06 11:00",
          k("stay1.meta"),
          "2026-07-03 16:30",
          chip(k("announced"), "brand"),
        ),
        stay(
          "2026-07-17 15:00",
          "2026-07-21 11:00",
          k("stay2.meta"),
          "2026-07-17 20:00",
          chip(k("recorded"), "neutral"),
        ),
      ]),
    ]),
  "syndic-staff-management": (k) =>
    desk("SYNDIC", "staff", { action: k("action") }, [
      stats(k, ["today", count(12)], ["done", count(8), "brand"], ["late", count(1), "accent"]),
      list(k("list"), [
        item(k("hall"), time("2026-05-12 07:30"), { chip: chip(k("done"), "neutral") }),
        item(k("meters"), time("2026-05-12 09:00"), { chip: status("inProgress", "accent") }),
        item(k("round"), time("2026-05-12 14:00"), { chip: chip(k("todo"), "brand") }),
      ]),
      list(k("shifts"), [
        item(k("night"), hours("2026-05-12 22:00", "2026-05-13 06:00"), { icon: "shield" }),
        item(k("desk"), hours("2026-05-12 09:00", "2026-05-12 17:00"), { icon: "briefcase" }),
      ]),
    ]),
  "portfolio-management": (k) =>
    desk(
      "MANAGER",
      "dashboard",
      { subtitle: msg(k("subtitle"), { residences: count(4), lots: count(420) }) },
      [
        stats(
          k,
          ["occupancy", percent(0.94), "brand"],
          ["requests", count(18), "accent"],
          ["spent", mad(286400)],
        ),
        list(k("residences"), [
          residence(k("yasmine"), 148, 0.96, 3),
          residence(k("bahr"), 96, 0.92, 5),
          residence(k("palmeraie"), 64, 0.89, 4),
          residence(k("anfa"), 112, 0.97, 6),
        ]),
        columns(k("spending"), monthly("2026-01", [241300, 262800, 318500, 254900, 286400])),
      ],
    ),
});
