import type { HeartbeatReport, HeartbeatSegment } from "@taxlearn/core";

export interface LectureHeartbeatInput {
  /** Seconds between reports while counting; kept within 15–30 (core's `beatIntervalMs`). Default 20. */
  beatSeconds?: number;
  /** The player's speed when the machine starts. Default 1. */
  rate?: number;
  /** The player's position when the machine starts (a resumed lecture). Default 0. */
  position?: number;
}

export interface LectureHeartbeatContext {
  beatMs: number;
  rate: number;
  /** The player's last known position, in media seconds, counted or not. */
  position: number;
  /** The stretch being played and counted now (at `rate`); null when not counting. */
  open: { from: number; to: number } | null;
  /** Closed stretches not yet sent, contiguous same-speed ones joined (core's `appendSegment`). */
  unsent: HeartbeatSegment[];
  /** The stretches of the report on its way; back into `unsent` if it fails. */
  inFlight: HeartbeatSegment[];
  /** Failed sends in a row (the retry wait grows with it). */
  attempt: number;
}

export type LectureHeartbeatEvent =
  /** The video started or resumed at `position`. */
  | { type: "PLAYER.PLAY"; position: number }
  /** A time update (`timeupdate`); a step above 5 s, or backwards, is taken as a jump, not playback. */
  | { type: "PLAYER.PROGRESS"; position: number }
  /** The learner moved the position. */
  | { type: "PLAYER.SEEK"; position: number }
  /** The playback speed changed. */
  | { type: "PLAYER.RATE"; rate: number }
  | { type: "PLAYER.PAUSE" }
  | { type: "PLAYER.ENDED" }
  /** `visibilitychange` to hidden (also fired before the page is left). */
  | { type: "PAGE.HIDDEN" }
  | { type: "PAGE.VISIBLE" }
  /** Send what is waiting now (raised on pause, hide, end, a speed above 2× and every beat). */
  | { type: "BEAT.FLUSH" };

/**
 * What the `sendBeat` actor receives: the report without `deviceId` and `sentAt`, which the app adds (its player
 * session id and `Date.now()` when it sends). `visible` and `playing` are always true: the machine counts nothing else.
 */
export type BeatDelivery = Omit<HeartbeatReport, "deviceId" | "sentAt">;

/** What the player shows about its counting. */
export type LectureHeartbeatStatus = "idle" | "counting" | "tooFast" | "paused" | "hidden";

export interface LectureHeartbeatView {
  status: LectureHeartbeatStatus;
  /** The Chinese line for the status (core's `CREDIT_MESSAGES.counting`), null before playing. */
  message: string | null;
  /** A report failed and is waiting to be sent again. */
  retrying: boolean;
  /** Media seconds played and counted but not yet confirmed by the server. */
  unconfirmedSeconds: number;
}
