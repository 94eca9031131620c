import { ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { courseCards } from "../../catalogue/course-cards";
import { coursesByIds } from "../../catalogue/courses.repo";
import * as repo from "../../video/learner-courses.repo";
import type { CentreHandler } from "./centre-handler";

/** GET /api/study/classList: the token's learner's started courses with progress and the lecture to resume. */
export const studyClassList =
  (server: ServerContext): CentreHandler<"studyClassList"> =>
  async ({ page, pageSize }, request) => {
    const userId = request.session.userId;
    const { db } = server;
    const started = await repo.listStartedCourses(db, userId, page, pageSize);
    const ids = started.rows.map((r) => r.courseId);
    const [cards, lasts, counts] = await Promise.all([
      coursesByIds(db, ids, null, true).then((rows) => courseCards(db, rows)),
      repo.lastLectures(db, userId, ids),
      repo.lectureCounts(db, ids),
    ]);
    const cardOf = new Map(cards.map((card) => [card.id, card]));
    const lastOf = new Map(lasts.map((last) => [last.courseId, last]));
    const list = started.rows.flatMap((row) => {
      const card = cardOf.get(row.courseId);
      const last = lastOf.get(row.courseId);
      if (!card || !last) return [];
      const lectureCount = counts.get(row.courseId) ?? row.studied;
      return [
        {
          ...card,
          // spec §5: a percentage 0-100 over the whole course; lectures never opened count 0
          progress: Math.min(100, Math.round(row.progressSum / Math.max(lectureCount, 1))),
          lastStudyTime: row.lastStudyTime.toISOString(),
          lastFileId: last.fileId,
          lastLectureTitle: last.title,
          breakpoint: last.breakpoint,
          studiedLectures: row.studied,
          lectureCount,
        },
      ];
    });
    return ok({ list, total: started.total, page, pageSize });
  };
