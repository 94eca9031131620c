import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { lectureFiles, lectureProgress } from "../../db/schema/video";

/** Title and course of these lectures, by id (any lecture, drafts and deleted ones too). */
export const lectureHeads = async (db: Executor, fileIds: readonly number[]) =>
  new Map(
    fileIds.length === 0
      ? []
      : (
          await db
            .select({ id: lectureFiles.id, title: lectureFiles.title, courseId: lectureFiles.courseId })
            .from(lectureFiles)
            .where(inArray(lectureFiles.id, [...fileIds]))
        ).map((r) => [r.id, r] as const),
  );

/** The learner's saved progress (0–100) on these lectures, by lecture id; a lecture never opened is absent. */
export async function progressOfLectures(db: Executor, userId: number, fileIds: readonly number[]) {
  if (fileIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ fileId: lectureProgress.fileId, progress: lectureProgress.progress })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.userId, userId), inArray(lectureProgress.fileId, [...fileIds])));
  return new Map(rows.map((r) => [r.fileId, r.progress]));
}
