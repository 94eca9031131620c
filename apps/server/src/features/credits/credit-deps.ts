import type { FileId, LiveId } from "@taxlearn/core";
import type { Outcome } from "../../http/outcome";

/** A lecture as crediting needs it. */
export interface CreditLecture {
  readonly id: number;
  readonly courseId: number;
  readonly durationSeconds: number;
}

/**
 * What crediting needs of the lectures, given by the app (app.ts) from the video feature: video already depends on
 * study plans, which credit exams here, so importing it from here would close a loop between features.
 */
export interface CreditDeps {
  /** The lecture when the learner may watch it now (the player's own entitlement), else its 403/404. */
  readonly lectureFor: (userId: number, fileId: FileId) => Promise<Outcome<CreditLecture>>;
  /** Passes when the learner may watch the live session (the live media's rule), else its 403/404. */
  readonly liveFor: (userId: number, liveId: LiveId) => Promise<Outcome<null>>;
  /** The published lectures of a course with their lengths (completion counts every one). */
  readonly lecturesOfCourse: (
    courseId: number,
  ) => Promise<readonly { readonly fileId: number; readonly durationSeconds: number }[]>;
}
