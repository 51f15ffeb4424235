/**
 * Demo booking (issue 32, decision 058): the free times, the booking and its changes, the links,
 * the invitations. The inbox and the form's intake use it through this module.
 */
export { availability, freeSlots, loadSettings } from "./availability";
export {
  book,
  bookIn,
  bookingDetails,
  bookingLinks,
  cancel,
  changeable,
  markOutcome,
  reschedule,
  slotStart,
  SlotRefused,
  type Booking,
  type BookingContext,
  type BookResult,
} from "./book";
export { bookingIcs } from "./ics";
export { bookingLinkKey, signedLink, verifyLink, type LinkAction, type LinkConfig } from "./links";
