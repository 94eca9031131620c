import { randomUUID } from "node:crypto";
import type {
  adminLectureCourses,
  adminLectureDelete,
  adminLectureList,
  adminLecturePublish,
  adminLectureSave,
  adminTranscodeRetry,
} from "@taxlearn/api/admin";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { courseSummary } from "../../catalogue/course-picker.repo";
import * as lectures from "../../video/lecture-editing.repo";
import { refreshCourseLength } from "../course-length.repo";
import { lectureDataOf, oneLectureData } from "../lecture-data";
import { LECTURE_STUDIO_MESSAGES as M } from "../lecture-studio.messages";
import * as repo from "../lecture-studio.repo";
import { deleteLecture, requeueTranscode } from "./lectures-console.repo";

export const lectureCoursesHandler =
  (server: ServerContext): OperatorHandler<typeof adminLectureCourses> =>
  async (input) =>
    ok(await repo.courseChoices(server.db, input.keyword.trim().slice(0, 40)));

export const lectureListHandler =
  (server: ServerContext): OperatorHandler<typeof adminLectureList> =>
  async (input) => {
    if (!(await courseSummary(server.db, input.courseId))) return fail(404, M.courseNotFound);
    return ok(await lectureDataOf(server.db, await lectures.lecturesOfCourse(server.db, input.courseId)));
  };

/** POST /api/admin/lectures/save: a new lecture is a draft with its own (not yet uploaded) video. */
export const lectureSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminLectureSave> =>
  async (input, operator) => {
    const title = input.title.trim();
    const chapterTitle = input.chapterTitle.trim();
    if (!title || [...title].length > 60) return fail(400, M.titleRequired);
    if ([...chapterTitle].length > 30) return fail(400, M.chapterTooLong);
    if (input.sort < 1 || input.sort > 9999) return fail(400, M.sortRange);
    if (!(await courseSummary(server.db, input.courseId))) return fail(404, M.courseNotFound);
    const now = server.clock();
    const values = { title, chapterTitle: chapterTitle || "第一章", sort: input.sort, free: input.free === 1 };
    const id = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, "admin-lecture-save");
      if (input.id !== undefined) {
        const before = await lectures.findLecture(tx, input.id);
        if (!before || before.courseId !== input.courseId) return null;
        await lectures.updateLecture(tx, input.id, values);
        await recordAudit(
          tx,
          operator,
          { action: "adminLectureSave", target: `lecture:${input.id}`, before, after: { ...before, ...values } },
          now,
        );
        return input.id;
      }
      const newId = await lectures.nextLectureId(tx);
      const mediaId = `up-${randomUUID()}`;
      await lectures.insertLecture(tx, { id: newId, courseId: input.courseId, mediaId, ...values });
      await recordAudit(
        tx,
        operator,
        {
          action: "adminLectureSave",
          target: `lecture:${newId}`,
          before: null,
          after: { id: newId, courseId: input.courseId, mediaId, ...values },
        },
        now,
      );
      return newId;
    });
    if (id === null) return fail(404, M.lectureNotFound);
    server.cache.invalidate();
    return ok((await oneLectureData(server.db, id))!, "已保存");
  };

export const lecturePublishHandler =
  (server: ServerContext): OperatorHandler<typeof adminLecturePublish> =>
  async (input, operator) => {
    const now = server.clock();
    const outcome = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, `lecture:${input.id}`);
      const before = await lectures.findLecture(tx, input.id);
      if (!before || before.deletedAt) return fail(404, M.lectureNotFound);
      if (input.published === 1 && !before.ready) return fail(409, M.videoNotReady);
      await lectures.updateLecture(tx, input.id, { published: input.published === 1 });
      await refreshCourseLength(tx, [before.courseId]);
      await recordAudit(
        tx,
        operator,
        {
          action: "adminLecturePublish",
          target: `lecture:${input.id}`,
          before: { published: before.published },
          after: { published: input.published === 1 },
        },
        now,
      );
      return ok(null);
    });
    if (!outcome.ok) return outcome;
    server.cache.invalidate();
    return ok((await oneLectureData(server.db, input.id))!, input.published === 1 ? "已发布" : "已撤回为草稿");
  };

/**
 * Deletes a lecture. One that learners studied keeps its row (their progress and study records point at it) and is
 * only hidden; one nobody studied goes with its own video, cards and transcodes.
 */
export const lectureDeleteHandler =
  (server: ServerContext): OperatorHandler<typeof adminLectureDelete> =>
  async (input, operator) => {
    const now = server.clock();
    const result = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, `lecture:${input.id}`);
      const before = await lectures.findLecture(tx, input.id);
      if (!before || before.deletedAt) return null;
      const soft = await lectures.studied(tx, input.id);
      const shared = (await lectures.sharedCounts(tx, [before.mediaId])).get(before.mediaId) ?? 1;
      let originals: string[] = [];
      if (soft) {
        await lectures.updateLecture(tx, input.id, { deletedAt: now, published: false });
      } else {
        originals = await deleteLecture(tx, input.id, before.mediaId, shared <= 1 && before.mediaId.startsWith("up-"));
      }
      await refreshCourseLength(tx, [before.courseId]);
      await recordAudit(
        tx,
        operator,
        {
          action: "adminLectureDelete",
          target: `lecture:${input.id}`,
          before,
          after: soft ? { deletedAt: now } : null,
        },
        now,
      );
      return { soft, originals };
    });
    if (!result) return fail(404, M.lectureNotFound);
    for (const path of result.originals) await server.lectureStudio.removeOriginal(path);
    server.cache.invalidate();
    return ok({ soft: result.soft }, result.soft ? "已有学员学习过该讲次：已对学员隐藏并保留学习记录" : "已删除");
  };

export const transcodeRetryHandler =
  (server: ServerContext): OperatorHandler<typeof adminTranscodeRetry> =>
  async (input, operator) => {
    const now = server.clock();
    const outcome = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, `lecture:${input.id}`);
      const lecture = await lectures.findLecture(tx, input.id);
      if (!lecture || lecture.deletedAt) return fail(404, M.lectureNotFound);
      const latest = (await repo.latestTranscodes(tx, [input.id])).get(input.id);
      if (latest?.status !== "failed") return fail(409, M.notFailed);
      if (!latest.originalPath) return fail(409, M.originalGone);
      await requeueTranscode(tx, latest.id, now);
      await recordAudit(
        tx,
        operator,
        {
          action: "adminTranscodeRetry",
          target: `lecture:${input.id}`,
          before: { status: "failed", error: latest.error },
          after: { status: "queued", transcodeId: latest.id },
        },
        now,
      );
      return ok(latest.id);
    });
    if (!outcome.ok) return outcome;
    await server.lectureStudio.enqueue(outcome.data);
    return ok((await oneLectureData(server.db, input.id))!, "已重新排队转码");
  };
