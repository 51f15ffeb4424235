import { columns, day, desk, hours, item, list, monthly, msg, notification, notifications } from "./build";
import { phone, row, stats, status, time, view } from "./build";
import { count, percent } from "./samples";

/**
 * The home page's hero: the manager's dashboard at a desk and, beside it, a resident's phone.
 * Sample data (captioned as such on the page): moments are fixed, in Morocco's time.
 */
export const homeDesk = view("home.desk", (k) =>
  desk("MANAGER", "dashboard", { label: "views.home.label", action: k("action"), wide: 1 }, [
    stats(k, ["bookings", count(38), "brand"], ["open", count(7), "accent"], ["resolved", percent(0.92)]),
    list(k("requests"), [
      item(k("request.leak"), time("2026-05-12 08:14"), {
        icon: "wrench",
        chip: status("inProgress", "accent"),
      }),
      item(k("request.lift"), time("2026-05-12 07:52"), { icon: "alert", chip: status("new", "brand") }),
      item(k("request.light"), day("2026-05-11 18:05"), {
        icon: "check",
        chip: status("resolved", "neutral"),
      }),
    ]),
    columns(k("chart"), monthly("2026-01", [42, 37, 45, 33, 29])),
  ]),
);

export const homePhone = view("home.phone", (k) =>
  phone("RESIDENT", { label: "views.home.label", subtitle: k("subtitle") }, [
    notifications(
      notification(
        "calendar-check",
        k("booking.title"),
        msg(k("booking.body"), {
          ...day("2026-05-16 10:00"),
          ...hours("2026-05-16 10:00", "2026-05-16 12:00"),
        }),
        "2026-05-12 09:12",
      ),
    ),
    list(k("mine"), [
      row("views.home.desk.request.leak", { icon: "wrench", chip: status("inProgress", "accent") }),
      item(k("survey"), day("2026-05-20 18:00"), { icon: "ballot" }),
    ]),
  ]),
);
