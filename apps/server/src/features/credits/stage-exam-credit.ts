import type { Executor } from "../../db/executor";
import { CREDITS_MESSAGES } from "./credits.messages";
import { appendCreditEntry } from "./credits.repo";

/**
 * The 学时 a passed stage exam states: one, in 专业科目 (the plans' stages are tax topics). An exam is credited once
 * per paper (a unique index), however often its result is written.
 */
export const STAGE_EXAM_CREDIT = { hoursTenths: 10, category: "专业科目" } as const;

/** Credits a passed stage exam in the caller's transaction (the one that records the submission). */
export async function creditPassedStageExam(
  tx: Executor,
  exam: { userId: number; paperId: number; title: string; passedAt: Date },
): Promise<void> {
  await appendCreditEntry(tx, {
    userId: exam.userId,
    source: "exam",
    category: STAGE_EXAM_CREDIT.category,
    examPaperId: exam.paperId,
    title: CREDITS_MESSAGES.stageExamTitle(exam.title),
    hoursTenths: STAGE_EXAM_CREDIT.hoursTenths,
    earnedAt: exam.passedAt,
  });
}
