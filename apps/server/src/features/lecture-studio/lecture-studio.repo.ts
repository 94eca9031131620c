import { desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { lectureTranscodes } from "../../db/schema/lecture-studio";
import { coursesByTitle } from "../catalogue/course-picker.repo";
import { lectureCountsOf } from "../video/lecture-editing.repo";

export type TranscodeRow = typeof lectureTranscodes.$inferSelect;

/** Courses by title keyword, with their lecture counts (the console's course picker). */
export async function courseChoices(db: Executor, keyword: string) {
  const rows = await coursesByTitle(db, keyword);
  const byCourse = await lectureCountsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, lectures: byCourse.get(r.id) ?? 0 }));
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
