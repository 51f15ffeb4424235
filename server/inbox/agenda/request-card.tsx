import type { InboxKey, Ui } from "../view/inbox-language";
import type { AgendaEntry } from "./store";
import { formats } from "./view";

const statusKeys: Record<string, InboxKey> = {
  booked: "inbox.booking.status.booked",
  cancelled: "inbox.booking.status.cancelled",
  done: "inbox.booking.status.done",
  no_show: "inbox.booking.status.no_show",
};

/** Moves the visitor was sent: every change but a cancellation. */
const movesOf = (booking: AgendaEntry) => booking.sequence - (booking.status === "cancelled" ? 1 : 0);

/**
 * The demo booked on a request, on its page in the inbox: when (Casablanca), with whom, how, and
 * what became of it (booked, moved, cancelled, done, no-show). Each e-mail the visitor was sent
 * about it is listed under "Deliveries"; a live one links to the agenda, where it is moved or
 * cancelled.
 */
export function BookingCard({ ui, bookings }: { ui: Ui; bookings: AgendaEntry[] }) {
  const { t } = ui;
  if (bookings.length === 0) return null;
  const f = formats(ui);
  return (
    <section className="ib-card" aria-labelledby="booking">
      <h2 id="booking">{t("inbox.booking.title")}</h2>
      {bookings.map((booking) => {
        const moves = movesOf(booking);
        return (
          <dl key={booking.id} className="ib-fields">
            <div className="ib-contents">
              <dt>{t("inbox.booking.status")}</dt>
              <dd>
                <span className={`ib-status ib-booking-${booking.status}`}>
                  {t(statusKeys[booking.status] ?? "inbox.booking.status.booked")}
                </span>
                {moves > 0 ? ` · ${t("inbox.booking.moves", { count: moves })}` : null}
              </dd>
            </div>
            <div className="ib-contents">
              <dt>{t("inbox.booking.when")}</dt>
              <dd>
                <time dateTime={booking.startsAt.toISOString()}>{f.day.format(booking.startsAt)}</time>
                {" · "}
                <span dir="ltr">
                  {f.time.format(booking.startsAt)}–{f.time.format(booking.endsAt)}
                </span>
              </dd>
            </div>
            <div className="ib-contents">
              <dt>{t("inbox.agenda.presenter")}</dt>
              <dd>{booking.presenterName}</dd>
            </div>
            <div className="ib-contents">
              <dt>{t("inbox.booking.mode")}</dt>
              <dd>
                {t(booking.meetingLink ? "inbox.agenda.mode.video" : "inbox.agenda.mode.phone")} ·{" "}
                {ui.languageName(booking.language)}
              </dd>
            </div>
          </dl>
        );
      })}
      {bookings.some((booking) => booking.status === "booked") ? (
        <p className="ib-booking-agenda">
          <a href="/inbox/agenda">{t("inbox.booking.agenda")}</a>
        </p>
      ) : null}
    </section>
  );
}
