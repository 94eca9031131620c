export { connectLiveBooking, initialLiveBookingView } from "./live-booking.connect";
export { liveBookingMachine } from "./live-booking.machine";
export type {
  LiveBookingContext,
  LiveBookingEmitted,
  LiveBookingEvent,
  LiveBookingInput,
  LiveBookingView,
} from "./live-booking.types";
