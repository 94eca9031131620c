import type { CourseId } from "@taxlearn/core";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { learnerActiveDays } from "../../db/schema/admin";
import { lectureTranscripts } from "../../db/schema/assistant";
import { feedbacks, interactionEvents, lectureFiles, lectureMedia, lectureProgress } from "../../db/schema/video";
import { coursePrice, coursePriceOf, courseWithdrawnAt } from "../catalogue/courses.repo";
import { ownsCourse } from "../orders/course-ownership.repo";
import { latestMembership as latestVipMembership } from "../vip/vip.repo";
import { visibleLecture } from "./lecture-visibility.repo";

/** A lecture file with what playback and entitlement need. */
export async function findLectureFile(db: Database, fileId: number) {
  const rows = await db
    .select({
      id: lectureFiles.id,
      courseId: lectureFiles.courseId,
      title: lectureFiles.title,
      mediaId: lectureFiles.mediaId,
      durationSeconds: lectureMedia.durationSeconds,
      encrypted: lectureMedia.encrypted,
      hasPresenter: lectureMedia.hasPresenter,
      free: lectureFiles.free,
      // drafts, soft-deleted lectures and videos still transcoding are not for learners
      visible: sql<boolean>`${visibleLecture}`,
      coursePrice: coursePriceOf(lectureFiles.courseId),
    })
    .from(lectureFiles)
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(eq(lectureFiles.id, fileId))
    .limit(1);
  return rows[0] ?? null;
}
export type LectureFileRow = NonNullable<Awaited<ReturnType<typeof findLectureFile>>>;

/** Whether the learner owns the course (the orders' one rule: a paid, unrefunded order of it). */
export const hasPurchased = (db: Database, userId: number, courseId: number): Promise<boolean> =>
  ownsCourse(db, userId, courseId);

/** The membership that ends last (an active one, if any, ends after every expired one): the VIP feature's. */
export const latestMembership = (db: Database, userId: number) => latestVipMembership(db, userId);

export async function mediaKeyHex(db: Database, mediaId: string): Promise<string | null> {
  const rows = await db
    .select({ keyHex: lectureMedia.keyHex })
    .from(lectureMedia)
    .where(eq(lectureMedia.id, mediaId))
    .limit(1);
  return rows[0]?.keyHex ?? null;
}

export async function eventsOfMedia(db: Database, mediaId: string) {
  return db
    .select()
    .from(interactionEvents)
    .where(eq(interactionEvents.mediaId, mediaId))
    .orderBy(asc(interactionEvents.pointTime), asc(interactionEvents.id));
}

export async function findProgress(db: Database, userId: number, fileId: number) {
  const rows = await db
    .select({ breakpointSeconds: lectureProgress.breakpointSeconds, progress: lectureProgress.progress })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.fileId, fileId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Raises the progress to `progress` (never lowers it); one statement, so repeated calls are cheap and idempotent. */
export async function raiseProgress(
  db: Executor,
  row: { userId: number; fileId: number; progress: number; now: Date },
) {
  const [saved] = await db
    .insert(lectureProgress)
    .values({ userId: row.userId, fileId: row.fileId, progress: row.progress, updatedAt: row.now })
    .onConflictDoUpdate({
      target: [lectureProgress.userId, lectureProgress.fileId],
      set: { progress: sql`greatest(${lectureProgress.progress}, excluded.progress)`, updatedAt: row.now },
    })
    .returning({ breakpointSeconds: lectureProgress.breakpointSeconds, progress: lectureProgress.progress });
  return saved!;
}

export async function saveBreakpoint(
  db: Database,
  row: { userId: number; fileId: number; breakpointSeconds: number; now: Date },
) {
  const [saved] = await db
    .insert(lectureProgress)
    .values({ userId: row.userId, fileId: row.fileId, breakpointSeconds: row.breakpointSeconds, updatedAt: row.now })
    .onConflictDoUpdate({
      target: [lectureProgress.userId, lectureProgress.fileId],
      set: { breakpointSeconds: row.breakpointSeconds, updatedAt: row.now },
    })
    .returning({ breakpointSeconds: lectureProgress.breakpointSeconds, progress: lectureProgress.progress });
  return saved!;
}

/** The chapter/lecture list of a course, with the user's position and progress (zeros when anonymous). */
export async function lecturesOfCourse(db: Database, courseId: number, userId: number | null) {
  const rows = await db
    .select({
      fileId: lectureFiles.id,
      chapterTitle: lectureFiles.chapterTitle,
      title: lectureFiles.title,
      sort: lectureFiles.sort,
      duration: lectureMedia.durationSeconds,
      breakpoint: lectureProgress.breakpointSeconds,
      progress: lectureProgress.progress,
    })
    .from(lectureFiles)
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .leftJoin(
      lectureProgress,
      and(eq(lectureProgress.fileId, lectureFiles.id), eq(lectureProgress.userId, userId ?? -1)),
    )
    .where(and(eq(lectureFiles.courseId, courseId), visibleLecture))
    .orderBy(asc(lectureFiles.sort));
  return rows.map((r) => ({ ...r, breakpoint: r.breakpoint ?? 0, progress: r.progress ?? 0 }));
}

export const findCoursePrice = (db: Database, courseId: CourseId) => coursePrice(db, courseId);

export const courseExists = async (db: Database, courseId: number): Promise<boolean> =>
  (await courseWithdrawnAt(db, courseId)) !== undefined;

export async function findFeedback(db: Database, userId: number, productId: number) {
  const rows = await db
    .select()
    .from(feedbacks)
    .where(and(eq(feedbacks.userId, userId), eq(feedbacks.productId, productId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts the user's rating unless one exists; null when it already did (one per user per course). */
export async function insertFeedback(
  db: Database,
  row: { userId: number; productId: number; productType: number; star: number; content: string; now: Date },
) {
  const [saved] = await db
    .insert(feedbacks)
    .values({ ...row, createdAt: row.now, updatedAt: row.now })
    .onConflictDoNothing({ target: [feedbacks.userId, feedbacks.productId] })
    .returning();
  return saved ?? null;
}

/** Replaces the user's rating; null when there is none. */
export async function replaceFeedback(
  db: Database,
  row: { userId: number; productId: number; productType: number; star: number; content: string; now: Date },
) {
  const [saved] = await db
    .update(feedbacks)
    .set({ star: row.star, content: row.content, productType: row.productType, updatedAt: row.now })
    .where(and(eq(feedbacks.userId, row.userId), eq(feedbacks.productId, row.productId)))
    .returning();
  return saved ?? null;
}

/** The timed transcript of a lecture file, in time order (the primary key's order: file, second). */
export async function transcriptOf(db: Database, fileId: number) {
  return db
    .select({ startSeconds: lectureTranscripts.startSeconds, text: lectureTranscripts.text })
    .from(lectureTranscripts)
    .where(eq(lectureTranscripts.lectureFileId, fileId))
    .orderBy(asc(lectureTranscripts.startSeconds));
}

export async function hasTranscript(db: Database, fileId: number): Promise<boolean> {
  const rows = await db
    .select({ fileId: lectureTranscripts.lectureFileId })
    .from(lectureTranscripts)
    .where(eq(lectureTranscripts.lectureFileId, fileId))
    .limit(1);
  return rows.length > 0;
}

/** A learner's day of study (the console's active learners); a second one the same day changes nothing. */
export const insertActiveDay = (tx: Executor, day: string, userId: number) =>
  tx.insert(learnerActiveDays).values({ day, userId }).onConflictDoNothing();
