import type { AttendanceReportKind } from "@taxlearn/core";

export interface LiveHeartbeatInput {
  /** Seconds between reports while counting. Default core's `LIVE_ATTENDANCE_RULES.beatSeconds` (20). */
  beatSeconds?: number;
}

export interface LiveHeartbeatContext {
  beatMs: number;
  /** The stream plays on a visible page (kept by the `counting` state's entry and exit). */
  counting: boolean;
  /** The report to send next (reports raised while one is on its way merge into it); null: nothing to say. */
  next: AttendanceReportKind | null;
  /** The report on its way. */
  inFlight: AttendanceReportKind | null;
  /** Failed sends in a row (the retry wait grows with it). */
  attempt: number;
}

export type LiveHeartbeatEvent =
  /** The video is playing (`playing`): frames are moving. */
  | { type: "PLAYER.PLAYING" }
  /** The video stopped: paused, waiting for data (the stream stalled or ended), ended, or the room left. */
  | { type: "PLAYER.STOPPED" }
  /** `visibilitychange` to hidden (also fired before the page is left). */
  | { type: "PAGE.HIDDEN" }
  | { type: "PAGE.VISIBLE" }
  /** Raised when a report is queued; `urgent` (a start or a stop) does not wait out a retry's back-off. */
  | { type: "REPORT.QUEUED"; urgent: boolean };

/** What the `sendReport` actor receives: the kind; the app adds its device id and posts it. */
export interface LiveReportDelivery {
  kind: AttendanceReportKind;
}

/** What the live room shows about its counting. */
export type LiveHeartbeatStatus = "idle" | "counting" | "hidden";

export interface LiveHeartbeatView {
  status: LiveHeartbeatStatus;
  /** The Chinese line for the status (core's `CREDIT_MESSAGES.counting`), null while nothing plays. */
  message: string | null;
  /** A report failed and is waiting to be sent again. */
  retrying: boolean;
}
