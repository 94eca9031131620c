import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { lectureTranscodes } from "../../../db/schema/lecture-studio";
import { interactionEvents, lectureFiles, lectureMedia } from "../../../db/schema/video";

type LectureValues = Partial<Omit<typeof lectureFiles.$inferInsert, "id">>;
type CardValues = Omit<typeof interactionEvents.$inferInsert, "id" | "mediaId">;
type TranscodeValues = Omit<typeof lectureTranscodes.$inferInsert, "id">;

export const updateLecture = (tx: Executor, id: number, values: LectureValues) =>
  tx.update(lectureFiles).set(values).where(eq(lectureFiles.id, id));

/**
 * Removes a lecture row; with `mediaToo` (an uploaded video no other lecture shares) also its media row and cards.
 * Answers the originals of its transcodes, for the caller to delete once the transaction has committed.
 */
export async function deleteLecture(tx: Executor, id: number, mediaId: string, mediaToo: boolean): Promise<string[]> {
  const transcodes = await tx.select().from(lectureTranscodes).where(eq(lectureTranscodes.fileId, id));
  await tx.delete(lectureFiles).where(eq(lectureFiles.id, id));
  if (mediaToo) {
    await tx.delete(interactionEvents).where(eq(interactionEvents.mediaId, mediaId));
    await tx.delete(lectureMedia).where(eq(lectureMedia.id, mediaId));
  }
  return transcodes.flatMap((t) => (t.originalPath ? [t.originalPath] : []));
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

/** Whether a transcode of the lecture is queued or running. */
export async function transcodeInFlight(db: Executor, fileId: number): Promise<boolean> {
  const rows = await db
    .select({ id: lectureTranscodes.id })
    .from(lectureTranscodes)
    .where(and(eq(lectureTranscodes.fileId, fileId), inArray(lectureTranscodes.status, ["queued", "running"])))
    .limit(1);
  return rows.length > 0;
}

export const insertTranscode = async (tx: Executor, values: TranscodeValues) =>
  (await tx.insert(lectureTranscodes).values(values).returning())[0]!;

/** A new lecture with its own (empty, not yet uploaded) media row. */
export async function insertLecture(tx: Executor, row: Omit<typeof lectureFiles.$inferInsert, "published">) {
  await tx
    .insert(lectureMedia)
    .values({ id: row.mediaId, durationSeconds: 0, encrypted: true, ready: false, hasPresenter: false });
  await tx.insert(lectureFiles).values({ published: false, ...row });
}

/** A failed transcode queued again from its kept original. */
export const requeueTranscode = (tx: Executor, id: number, now: Date) =>
  tx
    .update(lectureTranscodes)
    .set({ status: "queued", progress: 0, error: null, updatedAt: now })
    .where(eq(lectureTranscodes.id, id));
