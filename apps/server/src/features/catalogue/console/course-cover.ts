import { type adminCourseCover, COURSE_COVER_RULE } from "@taxlearn/api/admin";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { type ImageShape, storeUploadedImage } from "../../../shared/uploaded-image";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { reindexCourse } from "../catalogue.writes";
import { COURSE_COVER_MESSAGES } from "./catalogue-console.messages";
import { findConsoleCourse, lockCourse, updateCourseRow } from "./courses-console.repo";

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

/**
 * POST /api/admin/courses/:id/cover: the picture is checked and re-encoded before any query (the connection stays
 * free meanwhile), then the course's image and its audit row are written in one transaction and the search document
 * and caches follow. A replaced cover's file stays: orders and learners' footprints may still show it.
 */
export const courseCoverHandler =
  (server: ServerContext): OperatorHandler<typeof adminCourseCover> =>
  async (input, operator) => {
    if (!(await findConsoleCourse(server.db, input.id))) return fail(404, COURSE_COVER_MESSAGES.courseNotFound);
    const stored = await storeUploadedImage(input.file, server.media, COVER_SHAPE);
    if (!stored.ok) return fail(400, COURSE_COVER_MESSAGES[stored.reason]);
    const now = server.clock();
    const changed = await server.db.transaction(async (tx) => {
      const locked = await lockCourse(tx, input.id);
      if (!locked) return false;
      const before = { image: locked.image };
      await updateCourseRow(tx, input.id, { image: stored.url, updatedAt: now });
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
