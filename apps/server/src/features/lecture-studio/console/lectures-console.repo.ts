import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { lectureTranscodes } from "../../../db/schema/lecture-studio";
import { deleteLectureRows } from "../../video/lecture-editing.repo";

type TranscodeValues = Omit<typeof lectureTranscodes.$inferInsert, "id">;

/**
 * Removes a lecture row; with `mediaToo` (an uploaded video no other lecture shares) also its media row and cards.
 * Answers the originals of its transcodes, for the caller to delete once the transaction has committed.
 */
export async function deleteLecture(tx: Executor, id: number, mediaId: string, mediaToo: boolean): Promise<string[]> {
  const transcodes = await tx.select().from(lectureTranscodes).where(eq(lectureTranscodes.fileId, id));
  await deleteLectureRows(tx, id, mediaId, mediaToo);
  return transcodes.flatMap((t) => (t.originalPath ? [t.originalPath] : []));
}

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

/** A failed transcode queued again from its kept original. */
export const requeueTranscode = (tx: Executor, id: number, now: Date) =>
  tx
    .update(lectureTranscodes)
    .set({ status: "queued", progress: 0, error: null, updatedAt: now })
    .where(eq(lectureTranscodes.id, id));
