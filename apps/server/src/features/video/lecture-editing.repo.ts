import { and, count, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { interactionEvents, lectureFiles, lectureMedia, lectureProgress } from "../../db/schema/video";

/**
 * The lecture rows, their videos and timed cards as the lecture studio edits them (drafts and deleted lectures
 * included). The studio keeps its own transcodes; the rows a learner plays are this feature's.
 */

export type CardRowDb = typeof interactionEvents.$inferSelect;
type LectureValues = Partial<Omit<typeof lectureFiles.$inferInsert, "id">>;
type CardValues = Omit<typeof interactionEvents.$inferInsert, "id" | "mediaId">;

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

/** How many lectures each course has, deleted ones left out (the console's course picker). */
export async function lectureCountsOf(db: Executor, courseIds: readonly number[]): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: lectureFiles.courseId, n: count() })
    .from(lectureFiles)
    .where(and(inArray(lectureFiles.courseId, [...courseIds]), isNull(lectureFiles.deletedAt)))
    .groupBy(lectureFiles.courseId);
  return new Map(rows.map((c) => [c.courseId, c.n]));
}

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

export const updateLecture = (tx: Executor, id: number, values: LectureValues) =>
  tx.update(lectureFiles).set(values).where(eq(lectureFiles.id, id));

/** Removes a lecture row; with `mediaToo` (an uploaded video no other lecture shares) also its media row and cards. */
export async function deleteLectureRows(tx: Executor, id: number, mediaId: string, mediaToo: boolean): Promise<void> {
  await tx.delete(lectureFiles).where(eq(lectureFiles.id, id));
  if (mediaToo) {
    await tx.delete(interactionEvents).where(eq(interactionEvents.mediaId, mediaId));
    await tx.delete(lectureMedia).where(eq(lectureMedia.id, mediaId));
  }
}

/** A new lecture with its own (empty, not yet uploaded) media row. */
export async function insertLecture(tx: Executor, row: Omit<typeof lectureFiles.$inferInsert, "published">) {
  await tx
    .insert(lectureMedia)
    .values({ id: row.mediaId, durationSeconds: 0, encrypted: true, ready: false, hasPresenter: false });
  await tx.insert(lectureFiles).values({ published: false, ...row });
}

const cardOf = (mediaId: string, cardId: number) =>
  and(eq(interactionEvents.id, cardId), eq(interactionEvents.mediaId, mediaId));

/** A card of this video (a card id of another video is no card of it). */
export const findCard = async (db: Executor, mediaId: string, cardId: number) =>
  (await db.select().from(interactionEvents).where(cardOf(mediaId, cardId)))[0];

export const updateCard = (tx: Executor, mediaId: string, cardId: number, values: CardValues) =>
  tx.update(interactionEvents).set(values).where(cardOf(mediaId, cardId));

export const deleteCard = (tx: Executor, mediaId: string, cardId: number) =>
  tx.delete(interactionEvents).where(cardOf(mediaId, cardId));

export const deleteCardsOfType = (tx: Executor, mediaId: string, type: number) =>
  tx.delete(interactionEvents).where(and(eq(interactionEvents.mediaId, mediaId), eq(interactionEvents.type, type)));

export const insertCard = (tx: Executor, row: typeof interactionEvents.$inferInsert) =>
  tx.insert(interactionEvents).values(row);
