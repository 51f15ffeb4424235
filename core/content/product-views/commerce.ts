import { calendar, chip, day, desk, featureViews, field, form, hours, item, list, msg } from "./build";
import { notification, notifications, phone, row, stats, time, when } from "./build";
import { at, count, mad, percent } from "./samples";
import type { Chip, Row, Text, ViewKey } from "./types";

const slot = (from: string, until: string, free: number): Row =>
  row(msg("views.amenity-booking.slot", hours(from, until)), {
    icon: "clock",
    chip:
      free > 0
        ? chip(msg("views.amenity-booking.free", { count: count(free) }), "brand")
        : chip("views.amenity-booking.full", "neutral"),
  });

/** A booking of an amenity: which and when, who booked it, and where it stands. */
const booking = (amenity: ViewKey, moment: string, who: ViewKey, status: Chip): Row =>
  row(msg(amenity, when(moment)), { meta: who, chip: status });

/** A step of an order, done at `moment`. */
const step = (title: Text, moment: string): Row => row(title, { meta: at(moment, "time"), icon: "check" });

/** The views of the commerce and amenities features (sample data, captioned as such on the page). */
export const commerceViews = featureViews({
  "urbis-store": (k) =>
    phone("RESIDENT", [
      list(k("list"), [
        item(k("water"), time("2026-05-12 13:00"), { icon: "package", value: mad(36) }),
        row(k("gas"), { meta: k("gas.meta"), icon: "truck", value: mad(50) }),
        item(k("cleaning"), when("2026-05-13 09:00"), { icon: "sparkles", value: mad(180) }),
      ]),
      form(
        [
          field(k("basket"), msg(k("basket.value"), { total: mad(86) })),
          field(k("delivery"), k("delivery.value")),
        ],
        k("order"),
      ),
    ]),
  "order-tracking": (k) =>
    phone("RESIDENT", { subtitle: msg(k("subtitle"), { total: mad(86) }) }, [
      notifications(notification("truck", k("notification"), k("notification.body"), "2026-05-12 11:42")),
      list(k("steps"), [
        step(k("placed"), "2026-05-12 09:20"),
        step(k("confirmed"), "2026-05-12 09:26"),
        step(k("prepared"), "2026-05-12 10:50"),
        row(msg(k("delivering"), time("2026-05-12 11:50")), {
          icon: "truck",
          chip: chip(k("out"), "accent"),
        }),
        row(k("delivered"), { icon: "package", chip: chip(k("pending"), "neutral") }),
      ]),
    ]),
  "amenity-booking": (k) =>
    phone("RESIDENT", { subtitle: msg(k("subtitle"), hours("2026-05-16 09:00", "2026-05-16 20:00")) }, [
      calendar("2026-05", [23, 30], 16),
      list(msg(k("slots"), day("2026-05-16 09:00")), [
        slot("2026-05-16 10:00", "2026-05-16 12:00", 6),
        slot("2026-05-16 14:00", "2026-05-16 16:00", 0),
        slot("2026-05-16 16:00", "2026-05-16 18:00", 3),
      ]),
      form([field(k("mine"), msg(k("slot"), hours("2026-05-16 10:00", "2026-05-16 12:00")))], k("book")),
    ]),
  "booking-management": (k) =>
    desk("MANAGER", "bookings", { action: k("action") }, [
      stats(k, ["week", count(37)], ["pending", count(2), "accent"], ["occupancy", percent(0.68), "brand"]),
      list(k("pending"), [
        booking(k("hall"), "2026-05-16 16:00", k("hall.meta"), chip(k("confirm"), "accent")),
        booking(k("gym"), "2026-05-14 19:00", k("gym.meta"), chip(k("confirm"), "accent")),
      ]),
      list(k("confirmedList"), [
        booking(k("pool"), "2026-05-16 10:00", k("pool.salma"), chip(k("confirmed"), "brand")),
        booking(k("pool"), "2026-05-16 16:00", k("pool.omar"), chip(k("confirmed"), "brand")),
      ]),
    ]),
  "community-marketplace": (k) =>
    phone("RESIDENT", { subtitle: k("subtitle"), action: k("action") }, [
      list([
        row(k("sofa"), { meta: k("sofa.meta"), icon: "home", value: mad(2500) }),
        row(k("bike"), { meta: k("bike.meta"), icon: "tag", value: mad(400) }),
        row(k("lessons"), { meta: msg(k("lessons.meta"), { price: mad(150) }), icon: "presentation" }),
        item(k("carpool"), time("2026-05-12 07:30"), { icon: "car", chip: chip(k("search"), "accent") }),
      ]),
    ]),
});
