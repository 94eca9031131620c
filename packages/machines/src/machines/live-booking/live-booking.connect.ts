import { liveView } from "@taxlearn/core";
import type { SnapshotFrom } from "xstate";
import type { liveBookingMachine } from "./live-booking.machine";
import type { LiveBookingEvent, LiveBookingView } from "./live-booking.types";

/** The live cell: core's `liveView` texts (报名预约 / 已预约 / 立即进入 / 查看回放 …) plus the booking state. */
export function connectLiveBooking(
  snapshot: SnapshotFrom<typeof liveBookingMachine>,
  send: (event: LiveBookingEvent) => void,
  now: Date,
): LiveBookingView {
  const booking = snapshot.hasTag("booking");
  const view = liveView(snapshot.context.item, now);
  return {
    ...view,
    buttonDisabled: view.buttonDisabled || booking,
    booking,
    bookingError: snapshot.context.bookingError,
    clickImage: () => send({ type: "LIVE.IMAGE_CLICK" }),
    clickButton: () => send({ type: "LIVE.BUTTON_CLICK" }),
    canCancel: snapshot.matches({ notStarted: "booked" }),
    cancel: () => send({ type: "LIVE.CANCEL_CLICK" }),
  };
}
