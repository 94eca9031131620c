import { LIVE_STATUS, liveView, type NormalizedLiveItem } from "@taxlearn/core";
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

/**
 * The cell as a fresh machine shows `item`: what a page draws before the machine has loaded (decision 115). Only a
 * session not started yet and booked offers 取消预约.
 */
export function initialLiveBookingView(
  item: NormalizedLiveItem,
  send: (event: LiveBookingEvent) => void,
  now: Date,
): LiveBookingView {
  const view = liveView(item, now);
  return {
    ...view,
    booking: false,
    bookingError: null,
    clickImage: () => send({ type: "LIVE.IMAGE_CLICK" }),
    clickButton: () => send({ type: "LIVE.BUTTON_CLICK" }),
    canCancel: item.status !== LIVE_STATUS.live && item.status !== LIVE_STATUS.replay && item.scheduled,
    cancel: () => send({ type: "LIVE.CANCEL_CLICK" }),
  };
}
