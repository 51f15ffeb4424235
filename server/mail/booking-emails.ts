import { slotTimes } from "#core/booking/format";
import { isolate } from "#core/i18n/isolate";
import { getLocale, type LocaleCode } from "#core/i18n/locales";
import { copyTranslator } from "#core/i18n/messages";
import { localizePath } from "#core/paths/localize";
import { bookingIcs, type IcsBooking } from "#server/booking/ics";
import type { MailContext } from "./context";
import { renderBlocks, type Block, type Email } from "./render";

/**
 * The visitor's e-mails about their demo booking (issue 32), in the booking's language: confirmed,
 * moved, cancelled, and the reminder the day before. Each carries the invitation (.ics): REQUEST
 * with the booking's UID and SEQUENCE, CANCEL when it is cancelled.
 */
export type BookingEmailKind = "booked" | "moved" | "cancelled" | "reminder";

export type BookingMail = {
  kind: BookingEmailKind;
  locale: LocaleCode;
  visitor: { firstName: string; lastName: string; email: string; phone: string };
  reference: string;
  booking: IcsBooking;
  presenter: { firstName: string; meetingLink: string | null };
  /** The booking's signed links (none in a cancellation). */
  links?: { calendar: string; reschedule: string; cancel: string };
  now: Date;
};

/** What the invitation says, in the booking's language. */
export function invitation(mail: BookingMail, context: MailContext): string {
  const t = copyTranslator(mail.locale, ["booking"]);
  const { firstName: presenter, meetingLink } = mail.presenter;
  return bookingIcs(
    mail.booking,
    {
      stamp: mail.now,
      summary: t("booking.event.summary", { presenter }),
      description: meetingLink
        ? t("booking.event.video", { link: meetingLink })
        : t("booking.event.phone", { presenter, phone: mail.visitor.phone }),
      location: meetingLink ?? undefined,
      organizer: { name: "Urbis", email: context.teamEmail },
      attendee: { name: `${mail.visitor.firstName} ${mail.visitor.lastName}`, email: mail.visitor.email },
    },
    mail.kind === "cancelled" ? "CANCEL" : "REQUEST",
  );
}

export function bookingEmail(mail: BookingMail, context: MailContext): Email {
  const code = mail.locale;
  const t = copyTranslator(code, ["booking", "forms"]);
  const { dir } = getLocale(code);
  const ltr = (value: string) => (dir === "rtl" ? isolate(value) : value);
  const when = slotTimes(mail.booking.startsAt, code);
  const minutes = Math.round((mail.booking.endsAt.getTime() - mail.booking.startsAt.getTime()) / 60_000);
  const { meetingLink } = mail.presenter;
  const rows: [string, string][] = [
    [t("booking.mail.when"), t("booking.mail.when.value", { day: when.day, time: ltr(when.casablanca) })],
    [t("booking.mail.length"), t("booking.mail.length.value", { duration: minutes })],
    [t("booking.mail.presenter"), mail.presenter.firstName],
    [
      t("booking.mail.how"),
      meetingLink
        ? t("booking.mail.how.video", { link: ltr(meetingLink) })
        : t("booking.mail.how.phone", { phone: ltr(mail.visitor.phone) }),
    ],
  ];
  const links: Block[] = mail.links
    ? [
        { kind: "paragraph", text: t("booking.mail.calendar") },
        { kind: "link", href: mail.links.calendar },
        { kind: "paragraph", text: t("booking.mail.reschedule") },
        { kind: "link", href: mail.links.reschedule },
        { kind: "paragraph", text: t("booking.mail.cancel") },
        { kind: "link", href: mail.links.cancel },
        { kind: "small", text: t("booking.mail.links") },
      ]
    : [];
  const cancelled = mail.kind === "cancelled";
  const blocks: Block[] = [
    { kind: "paragraph", text: t("forms.mail.greeting", { name: ltr(mail.visitor.firstName) }) },
    {
      kind: "paragraph",
      text: t(`booking.mail.${mail.kind}.intro`, { day: when.day, time: ltr(when.casablanca) }),
    },
    ...(cancelled ? [] : [{ kind: "fields" as const, rows }]),
    { kind: "paragraph", text: t("forms.mail.reference", { reference: ltr(mail.reference) }) },
    ...links,
    ...(cancelled
      ? [
          {
            kind: "paragraph" as const,
            text: t("booking.mail.cancelled.again", {
              url: `${context.serviceUrl}${localizePath("/core/demo", code)}`,
            }),
          },
        ]
      : []),
    { kind: "paragraph", text: t("forms.mail.signature") },
    { kind: "small", text: t("forms.mail.footer") },
  ];
  return {
    purpose: `demo.${mail.kind}`,
    to: mail.visitor.email,
    replyTo: context.teamEmail,
    subject: t(`booking.mail.${mail.kind}.subject`, { day: when.day, time: when.casablanca }),
    ...renderBlocks(blocks, code),
    // The links open the booking: the body is blanked once sent, as a confirmation link's is.
    redactAfterSend: mail.links !== undefined,
    calendar: invitation(mail, context),
  };
}
