import { and, eq, isNull } from "drizzle-orm";
import { lectureFiles, lectureMedia } from "../db/schema/video";

/**
 * The lectures a learner sees: published, not deleted, their video transcoded. Needs lecture_media joined.
 * The course page lists these, its length counts these, and a study plan plans these.
 */
export const visibleLecture = and(
  eq(lectureFiles.published, true),
  isNull(lectureFiles.deletedAt),
  eq(lectureMedia.ready, true),
)!;
