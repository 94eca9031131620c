import type { AdminLectureData, AdminTranscodeData } from "@taxlearn/api/admin";
import type { CourseId, LectureId } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import * as lectures from "../video/lecture-editing.repo";
import * as repo from "./lecture-studio.repo";

const transcodeData = (row: repo.TranscodeRow): AdminTranscodeData => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  error: row.error,
  attempts: row.attempts,
  originalBytes: row.originalBytes,
  originalKept: row.originalPath !== null,
  updatedAt: row.updatedAt.toISOString(),
});

/** The console's view of lectures, with their latest transcodes and how many lectures share each video. */
export async function lectureDataOf(
  db: Executor,
  rows: ReadonlyArray<lectures.LectureRow>,
): Promise<AdminLectureData[]> {
  const [transcodes, shared] = await Promise.all([
    repo.latestTranscodes(
      db,
      rows.map((r) => r.id),
    ),
    lectures.sharedCounts(db, [...new Set(rows.map((r) => r.mediaId))]),
  ]);
  return rows.map((r) => {
    const transcode = transcodes.get(r.id);
    return {
      // the row's own keys: what the brands stand for
      id: r.id as LectureId,
      courseId: r.courseId as CourseId,
      chapterTitle: r.chapterTitle,
      title: r.title,
      sort: r.sort,
      free: r.free,
      published: r.published,
      deleted: r.deletedAt !== null,
      mediaId: r.mediaId,
      duration: r.ready ? r.duration : 0,
      videoReady: r.ready,
      sharedBy: shared.get(r.mediaId) ?? 1,
      transcode: transcode ? transcodeData(transcode) : null,
    };
  });
}

export async function oneLectureData(db: Executor, id: number): Promise<AdminLectureData | null> {
  const row = await lectures.findLecture(db, id);
  return row ? ((await lectureDataOf(db, [row]))[0] ?? null) : null;
}
