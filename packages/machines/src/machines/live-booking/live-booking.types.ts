import type { LiveView, NormalizedLiveItem } from "@taxlearn/core";

export interface LiveBookingInput {
  /** the live item, read with core's `normalizeLiveItem` */
  item: NormalizedLiveItem;
  loggedIn: boolean;
}

export interface LiveBookingContext extends LiveBookingInput {
  /** the server's message when the last booking failed */
  bookingError: string | null;
}

export type LiveBookingEvent =
  | { type: "LIVE.IMAGE_CLICK" }
  | { type: "LIVE.BUTTON_CLICK" }
  /** 取消预约 on a booked session that has not started */
  | { type: "LIVE.CANCEL_CLICK" }
  /** the live status changed (0 not started, 1 live, 2 replay) */
  | { type: "LIVE.STATUS_CHANGE"; status: number }
  | { type: "SESSION.CHANGE"; loggedIn: boolean };

/** spec §2: clicking the image or the button raises a jump-to-live event saying which was used. */
export type LiveBookingEmitted = { type: "live.jump"; via: "image" | "button"; item: NormalizedLiveItem };

export interface LiveBookingView extends LiveView {
  booking: boolean;
  bookingError: string | null;
  clickImage: () => void;
  clickButton: () => void;
  /** 取消预约: offered only when booked and not started (and not busy). */
  canCancel: boolean;
  cancel: () => void;
}
