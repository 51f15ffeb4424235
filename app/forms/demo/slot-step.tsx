import { lazy, Suspense } from "react";
import { readBooking } from "#core/booking/wire";
import { useFirstUse } from "#app/ui/tools/first-use";
import type { Answer } from "../ui/use-form-submission";

/**
 * The demo's times (issue 32) load after the page, as the tools do (decision 042): the picker and
 * its time-zone code are a chunk of their own, out of the page's first-load JavaScript, fetched at
 * the visitor's first sign of use. Until then, and whenever no time is free, the form is today's
 * callback request.
 */
const SlotPicker = lazy(() => import("./slot-picker").then((module) => ({ default: module.SlotPicker })));
const BookingConfirmation = lazy(() =>
  import("./slot-picker").then((module) => ({ default: module.BookingConfirmation })),
);

/** The free times, when there are any; `onChosen` says whether one is chosen. */
export function SlotStep({ onChosen }: { onChosen: (chosen: boolean) => void }) {
  const used = useFirstUse("urbis-demo-slots");
  return used ? (
    <Suspense fallback={null}>
      <SlotPicker onChosen={onChosen} />
    </Suspense>
  ) : null;
}

/** The demo's answer once sent: the booking confirmed, or nothing (a callback request). */
export function bookingSent(done: { id: string; reference: string; email: string; answer: Answer }) {
  const booking = readBooking(done.answer.booking);
  if (!booking) return undefined;
  return (
    <Suspense fallback={null}>
      <BookingConfirmation id={done.id} reference={done.reference} email={done.email} booking={booking} />
    </Suspense>
  );
}
