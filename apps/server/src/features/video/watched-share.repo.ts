import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { lectureFiles, lectureMedia, lectureProgress } from "../../db/schema";

/**
 * The share (0-100) of a course's lecture time the learner has watched, weighted by lecture length: the refund
 * rule's input. Orders are handed this where the server is assembled (orders → video would close a cycle, since
 * video asks orders who bought a course).
 */
export async function watchedShare(db: Executor, userId: number, courseId: number): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${lectureMedia.durationSeconds}), 0)`,
      watched: sql<number>`coalesce(sum(${lectureMedia.durationSeconds} * coalesce(${lectureProgress.progress}, 0) / 100.0), 0)`,
    })
    .from(lectureFiles)
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .leftJoin(lectureProgress, and(eq(lectureProgress.fileId, lectureFiles.id), eq(lectureProgress.userId, userId)))
    .where(eq(lectureFiles.courseId, courseId));
  const total = Number(row?.total ?? 0);
  return total > 0 ? (Number(row?.watched ?? 0) / total) * 100 : 0;
}
