import { type adminCourseCover, COURSE_COVER_RULE } from "@taxlearn/api/admin";
import { eq } from "drizzle-orm";
import { courses } from "../../../db/schema";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { type ImageShape, storeUploadedImage } from "../../../shared/uploaded-image";
import { reindexCourse } from "../../catalogue/catalogue.writes";
import type { OperatorHandler } from "../admin-access";
import { recordAudit } from "../audit-log";

/** 16:9 like the course cards; 750 px wide covers the detail page's header at twice its phone width. */
const COVER_SHAPE: ImageShape = {
  folder: "covers",
  width: 750,
  height: 422,
  maxBytes: COURSE_COVER_RULE.maxBytes,
  minWidth: COURSE_COVER_RULE.minWidth,
  minHeight: COURSE_COVER_RULE.minHeight,
  quality: 80,
};

export const COURSE_COVER_MESSAGES = {
  notImage: "封面：请上传 5 MB 以内的 JPG、PNG 或 WebP 图片",
  tooSmall: `封面：图片至少 ${COURSE_COVER_RULE.minWidth}×${COURSE_COVER_RULE.minHeight} 像素`,
  courseNotFound: "课程不存在",
  saved: "封面已更新",
} as const;

/**
 * POST /api/admin/courses/:id/cover: the picture is checked and re-encoded before any query (the connection stays
 * free meanwhile), then the course's image and its audit row are written in one transaction and the search document
 * and caches follow. A replaced cover's file stays: orders and learners' footprints may still show it.
 */
export const courseCoverHandler =
  (server: ServerContext): OperatorHandler<typeof adminCourseCover> =>
  async (input, operator) => {
    const [exists] = await server.db.select({ id: courses.id }).from(courses).where(eq(courses.id, input.id));
    if (!exists) return fail(404, COURSE_COVER_MESSAGES.courseNotFound);
    const stored = await storeUploadedImage(input.file, server.uploadsDir, COVER_SHAPE);
    if (!stored.ok) return fail(400, COURSE_COVER_MESSAGES[stored.reason]);
    const now = server.clock();
    const changed = await server.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ image: courses.image })
        .from(courses)
        .where(eq(courses.id, input.id))
        .for("update");
      if (!before) return false;
      await tx.update(courses).set({ image: stored.url, updatedAt: now }).where(eq(courses.id, input.id));
      await recordAudit(
        tx,
        operator,
        { action: "adminCourseCover", target: `course:${input.id}`, before, after: { image: stored.url } },
        now,
      );
      return true;
    });
    if (!changed) return fail(404, COURSE_COVER_MESSAGES.courseNotFound);
    await reindexCourse(server, input.id);
    return ok({ image: stored.url }, COURSE_COVER_MESSAGES.saved);
  };
