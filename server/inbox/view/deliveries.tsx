import type { Delivery } from "../records/deliveries";
import type { InboxKey, Ui } from "./inbox-language";

const emailLabels: Record<string, InboxKey> = {
  visitor: "inbox.delivery.email.visitor",
  team: "inbox.delivery.email.team",
  link: "inbox.delivery.email.link",
  confirmed: "inbox.delivery.email.confirmed",
  done: "inbox.delivery.email.done",
  // A demo's booking (issue 32): its invitation, moves, cancellation and reminder.
  booked: "inbox.delivery.email.booked",
  moved: "inbox.delivery.email.moved",
  cancelled: "inbox.delivery.email.cancelled",
  reminder: "inbox.delivery.email.reminder",
};

/** "Acknowledgement to the visitor", from `demo.visitor`; the CRM's delivery by its own name. */
function labelOf(ui: Ui, delivery: Delivery): string {
  if (delivery.channel === "webhook") return ui.t("inbox.delivery.webhook");
  const key = emailLabels[delivery.purpose.split(".").pop() ?? ""];
  return ui.t(key ?? "inbox.delivery.email.other");
}

/** A delivery's status; `label` words it otherwise (the lists' "Delivery failed"). */
export function DeliveryBadge({ ui, status, label }: { ui: Ui; status: Delivery["status"]; label?: string }) {
  return (
    <span className={`ib-status ib-delivery-${status}`}>
      {label ?? ui.t(`inbox.delivery.status.${status}`)}
    </span>
  );
}

function When({ ui, message, at }: { ui: Ui; message: InboxKey; at: Date }) {
  return <time dateTime={at.toISOString()}>{ui.t(message, { when: ui.dateTime(at) })}</time>;
}

/** When it happened: sent, or last tried (and when it is tried again), or queued and not tried yet. */
function Timing({ ui, delivery }: { ui: Ui; delivery: Delivery }) {
  const { status, sentAt, lastAttemptAt, nextAttemptAt, createdAt } = delivery;
  if (status === "sent" && sentAt) return <When ui={ui} message="inbox.delivery.sentAt" at={sentAt} />;
  const next =
    status === "pending" ? <When ui={ui} message="inbox.delivery.nextAttempt" at={nextAttemptAt} /> : null;
  if (!lastAttemptAt)
    return (
      <>
        <When ui={ui} message="inbox.delivery.queuedAt" at={createdAt} />
        {next ? <> · {next}</> : null}
      </>
    );
  return (
    <>
      <When ui={ui} message="inbox.delivery.lastAttempt" at={lastAttemptAt} />
      {next ? <> · {next}</> : null}
    </>
  );
}

/** A record's e-mails and CRM delivery: what each is, to whom, its state, tries and last error. */
export function Deliveries({ ui, deliveries }: { ui: Ui; deliveries: Delivery[] }) {
  const { t } = ui;
  return (
    <section className="ib-card" aria-labelledby="deliveries">
      <h2 id="deliveries">{t("inbox.delivery.title")}</h2>
      <p className="ib-hint">{t("inbox.delivery.hint")}</p>
      {deliveries.length === 0 ? (
        <p className="ib-empty">{t("inbox.delivery.none")}</p>
      ) : (
        <ol className="ib-timeline">
          {deliveries.map((delivery, index) => (
            <li key={index}>
              <div className="ib-record-title">
                <span>{labelOf(ui, delivery)}</span>
                <DeliveryBadge ui={ui} status={delivery.status} />
              </div>
              <div className="ib-meta">
                <span className="ib-ltr">{delivery.to}</span>
                {" · "}
                {t("inbox.delivery.attempts", { count: delivery.attempts })}
                {" · "}
                <Timing ui={ui} delivery={delivery} />
              </div>
              {delivery.lastError ? (
                <div className="ib-meta">
                  {t("inbox.delivery.lastError")} <span className="ib-ltr">{delivery.lastError}</span>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
