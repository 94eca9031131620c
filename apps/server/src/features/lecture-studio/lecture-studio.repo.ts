import { and, count, desc, eq, ilike, inArray, isNull, max, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { courses } from "../../db/schema/catalogue";
import { lectureTranscodes } from "../../db/schema/lecture-studio";
import { interactionEvents, lectureFiles, lectureMedia, lectureProgress } from "../../db/schema/video";

export type TranscodeRow = typeof lectureTranscodes.$inferSelect;
export type CardRowDb = typeof interactionEvents.$inferSelect;

export const findCourse = async (db: Executor, id: number) =>
  (
    await db
      .select({ id: courses.id, title: courses.title, price: courses.price })
      .from(courses)
      .where(eq(courses.id, id))
      .limit(1)
  )[0];

/** Courses by title keyword, with their lecture counts (the console's course picker). */
export async function courseChoices(db: Executor, keyword: string) {
  const rows = await db
    .select({ id: courses.id, title: courses.title, price: courses.price })
    .from(courses)
    .where(keyword ? ilike(courses.title, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
    .orderBy(courses.id)
    .limit(50);
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ courseId: lectureFiles.courseId, n: count() })
        .from(lectureFiles)
        .where(and(inArray(lectureFiles.courseId, ids), isNull(lectureFiles.deletedAt)))
        .groupBy(lectureFiles.courseId)
    : [];
  const byCourse = new Map(counts.map((c) => [c.courseId, c.n]));
  return rows.map((r) => ({ ...r, lectures: byCourse.get(r.id) ?? 0 }));
}

const lectureColumns = {
  id: lectureFiles.id,
  courseId: lectureFiles.courseId,
  chapterTitle: lectureFiles.chapterTitle,
  title: lectureFiles.title,
  sort: lectureFiles.sort,
  free: lectureFiles.free,
  published: lectureFiles.published,
  deletedAt: lectureFiles.deletedAt,
  mediaId: lectureFiles.mediaId,
  duration: lectureMedia.durationSeconds,
  ready: lectureMedia.ready,
  encrypted: lectureMedia.encrypted,
  hasPresenter: lectureMedia.hasPresenter,
};

export async function lecturesOfCourse(db: Executor, courseId: number) {
  return db
    .select(lectureColumns)
    .from(lectureFiles)
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(eq(lectureFiles.courseId, courseId))
    .orderBy(lectureFiles.sort, lectureFiles.id);
}

export async function findLecture(db: Executor, id: number) {
  const rows = await db
    .select(lectureColumns)
    .from(lectureFiles)
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(eq(lectureFiles.id, id))
    .limit(1);
  return rows[0];
}
export type LectureRow = NonNullable<Awaited<ReturnType<typeof findLecture>>>;

/** How many lecture files play each media (a seeded video is shared by many lectures). */
export async function sharedCounts(db: Executor, mediaIds: string[]) {
  if (mediaIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ mediaId: lectureFiles.mediaId, n: count() })
    .from(lectureFiles)
    .where(inArray(lectureFiles.mediaId, mediaIds))
    .groupBy(lectureFiles.mediaId);
  return new Map(rows.map((r) => [r.mediaId, r.n]));
}

/** The latest transcode of each lecture. */
export async function latestTranscodes(db: Executor, fileIds: number[]) {
  if (fileIds.length === 0) return new Map<number, TranscodeRow>();
  const rows = await db
    .select()
    .from(lectureTranscodes)
    .where(inArray(lectureTranscodes.fileId, fileIds))
    .orderBy(lectureTranscodes.fileId, desc(lectureTranscodes.id));
  const latest = new Map<number, TranscodeRow>();
  for (const row of rows) if (!latest.has(row.fileId)) latest.set(row.fileId, row);
  return latest;
}

export const findTranscode = async (db: Executor, id: number) =>
  (await db.select().from(lectureTranscodes).where(eq(lectureTranscodes.id, id)).limit(1))[0];

export async function nextLectureId(db: Executor): Promise<number> {
  const [top] = await db.select({ id: max(lectureFiles.id) }).from(lectureFiles);
  return (top?.id ?? 0) + 1;
}

export async function nextCardId(db: Executor): Promise<number> {
  const [top] = await db.select({ id: max(interactionEvents.id) }).from(interactionEvents);
  return (top?.id ?? 0) + 1;
}

export const cardsOfMedia = (db: Executor, mediaId: string) =>
  db
    .select()
    .from(interactionEvents)
    .where(eq(interactionEvents.mediaId, mediaId))
    .orderBy(interactionEvents.pointTime, interactionEvents.id);

/** Whether any learner has progress on the lecture (then deleting it only hides it). */
export async function studied(db: Executor, fileId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(lectureProgress)
    .where(eq(lectureProgress.fileId, fileId))
    .limit(1);
  return rows.length > 0;
}

/** Transcodes a crash left `running`: queued again when the worker starts. */
export const interruptedTranscodes = (db: Executor) =>
  db.select().from(lectureTranscodes).where(eq(lectureTranscodes.status, "running"));

/** Updates a transcode's row (status, progress, error …) with the time of the change. */
export const updateTranscode = (
  db: Executor,
  id: number,
  values: Partial<typeof lectureTranscodes.$inferInsert>,
  at: Date,
) =>
  db
    .update(lectureTranscodes)
    .set({ ...values, updatedAt: at })
    .where(eq(lectureTranscodes.id, id));

/** A transcoded video's facts on its media row: it plays now, encrypted with its key. */
export const markMediaTranscoded = (
  tx: Executor,
  mediaId: string,
  media: { durationSeconds: number; keyHex: string },
) =>
  tx
    .update(lectureMedia)
    .set({ ...media, encrypted: true, ready: true, hasPresenter: false })
    .where(eq(lectureMedia.id, mediaId));
