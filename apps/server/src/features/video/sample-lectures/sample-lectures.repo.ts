import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { lectureTranscripts } from "../../../db/schema/assistant";
import { lectureFiles, lectureMedia } from "../../../db/schema/video";
import { findCourse } from "../../catalogue/courses.repo";
import { findLive } from "../../live/live.repo";
import type { SampleLectureSource } from "./sample-lecture.plan";
import { replayPassages } from "./sample-replay";

/**
 * What a seeded lecture's video is generated from: its media (length, encryption, key), the lecture file that plays
 * it (its title and course) and that file's transcript. Null for a media id no lecture plays.
 */
export async function sampleLectureSource(
  db: Database,
  mediaId: string,
): Promise<(SampleLectureSource & { durationSeconds: number }) | null> {
  const [row] = await db
    .select({
      fileId: lectureFiles.id,
      courseId: lectureFiles.courseId,
      title: lectureFiles.title,
      durationSeconds: lectureMedia.durationSeconds,
      encrypted: lectureMedia.encrypted,
      keyHex: lectureMedia.keyHex,
    })
    .from(lectureMedia)
    .innerJoin(lectureFiles, eq(lectureFiles.mediaId, lectureMedia.id))
    .where(eq(lectureMedia.id, mediaId))
    .orderBy(asc(lectureFiles.id))
    .limit(1);
  if (!row) return null;
  const [course, passages] = await Promise.all([
    findCourse(db, row.courseId),
    db
      .select({ startSeconds: lectureTranscripts.startSeconds, text: lectureTranscripts.text })
      .from(lectureTranscripts)
      .where(eq(lectureTranscripts.lectureFileId, row.fileId))
      .orderBy(asc(lectureTranscripts.startSeconds)),
  ]);
  return {
    mediaId,
    title: row.title,
    courseTitle: course?.title ?? "",
    passages,
    encrypted: row.encrypted,
    keyHex: row.keyHex,
    durationSeconds: row.durationSeconds,
  };
}

/**
 * What a seeded session's replay is generated from: its title and lecturer. Null unless the session has ended
 * (status 2); a real recording has a URL of its own (the live media feature), so only seeded rows name these.
 */
export async function sampleReplaySource(db: Database, liveId: number): Promise<SampleLectureSource | null> {
  const live = await findLive(db, liveId);
  if (live?.status !== 2) return null;
  return {
    mediaId: `live-${liveId}`,
    title: live.title,
    courseTitle: "直播回放",
    passages: replayPassages(live),
    encrypted: false,
    keyHex: null,
  };
}
