import type { adminCourseRestore, adminCourseWithdraw } from "@taxlearn/api/admin";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { reindexCourse } from "../catalogue.writes";
import { COURSE_CONSOLE_MESSAGES } from "./catalogue-console.messages";
import { courseData } from "./courses";
import { lecturerIdsOf, lockCourse, updateCourseRow } from "./courses-console.repo";

/**
 * Withdraw (下架) or restore (重新上架) a published course: a soft delete (withdrawn_at), never a row removed, since
 * learners who bought or studied it keep it. The change and its audit row in one transaction; then the course's
 * search document is removed or written again and the response cache cleared (catalogue.writes).
 */
function setWithdrawn(server: ServerContext, withdraw: boolean) {
  const action = withdraw ? "adminCourseWithdraw" : "adminCourseRestore";
  return async (input: { id: number }, operator: Parameters<OperatorHandler<typeof adminCourseWithdraw>>[1]) => {
    const now = server.clock();
    const result = await server.db.transaction(async (tx) => {
      // FOR UPDATE: two operators withdrawing at once meet the second's 409, not two audit rows
      const before = await lockCourse(tx, input.id);
      if (!before) return "missing" as const;
      if ((before.withdrawnAt !== null) === withdraw) return "unchanged" as const;
      // nothing to watch: a paid course goes on sale only with a playable lecture
      if (!withdraw && Number(before.price) > 0 && before.lessonCount === 0) return "noLecture" as const;
      const row = await updateCourseRow(tx, input.id, { withdrawnAt: withdraw ? now : null, updatedAt: now });
      await recordAudit(tx, operator, { action, target: `course:${row.id}`, before, after: row }, now);
      return row;
    });
    if (result === "missing") return fail(404, COURSE_CONSOLE_MESSAGES.courseNotFound);
    if (result === "noLecture") return fail(409, COURSE_CONSOLE_MESSAGES.noPlayableLecture);
    if (result === "unchanged")
      return fail(409, withdraw ? COURSE_CONSOLE_MESSAGES.alreadyWithdrawn : COURSE_CONSOLE_MESSAGES.notWithdrawn);
    await reindexCourse(server, result.id);
    const lecturerIds = (await lecturerIdsOf(server.db, [result.id])).get(result.id) ?? [];
    return ok(
      courseData(result, lecturerIds),
      withdraw ? COURSE_CONSOLE_MESSAGES.withdrawn : COURSE_CONSOLE_MESSAGES.restored,
    );
  };
}

/** POST /api/admin/courses/:id/withdraw */
export const courseWithdrawHandler = (server: ServerContext): OperatorHandler<typeof adminCourseWithdraw> =>
  setWithdrawn(server, true);

/** POST /api/admin/courses/:id/restore */
export const courseRestoreHandler = (server: ServerContext): OperatorHandler<typeof adminCourseRestore> =>
  setWithdrawn(server, false);
