import type { Executor } from "../../db/executor";

/** How much of a course a learner has watched (0-100), for the refund rule; the video feature answers it. */
export type WatchedShare = (db: Executor, userId: number, courseId: number) => Promise<number>;
