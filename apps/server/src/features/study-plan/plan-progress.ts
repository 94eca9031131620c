import type { Executor } from "../../db/executor";
import { syncLectureProgress } from "./study-plan.repo";

/**
 * The progress hook: the lecture progress just saved for a learner is copied onto the lecture in each of their
 * plans (never lowered). Call it in the transaction that saves the lecture progress, so a plan never disagrees with
 * the lecture list.
 */
export async function syncPlanProgress(tx: Executor, userId: number, fileId: number, progress: number): Promise<void> {
  await syncLectureProgress(tx, userId, fileId, progress);
}
