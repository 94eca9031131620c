import type { adminCourseRestore, adminCourseWithdraw } from "@taxlearn/api/admin";
import { eq } from "drizzle-orm";
import { courses } from "../../../db/schema";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { reindexCourse } from "../../catalogue/catalogue.writes";
import { ADMIN_MESSAGES } from "../admin.messages";
import type { OperatorHandler } from "../admin-access";
import { recordAudit } from "../audit-log";
import { courseData, lecturerIdsOf } from "./courses";

type CourseRow = typeof courses.$inferSelect;

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
      const [before] = await tx.select().from(courses).where(eq(courses.id, input.id)).for("update");
      if (!before) return "missing" as const;
      if ((before.withdrawnAt !== null) === withdraw) return "unchanged" as const;
      const [row] = (await tx
        .update(courses)
        .set({ withdrawnAt: withdraw ? now : null, updatedAt: now })
        .where(eq(courses.id, input.id))
        .returning()) as [CourseRow];
      await recordAudit(tx, operator, { action, target: `course:${row.id}`, before, after: row }, now);
      return row;
    });
    if (result === "missing") return fail(404, ADMIN_MESSAGES.courseNotFound);
    if (result === "unchanged")
      return fail(409, withdraw ? ADMIN_MESSAGES.courseAlreadyWithdrawn : ADMIN_MESSAGES.courseNotWithdrawn);
    await reindexCourse(server, result.id);
    const lecturerIds = (await lecturerIdsOf(server.db, [result.id])).get(result.id) ?? [];
    return ok(courseData(result, lecturerIds), withdraw ? "课程已下架" : "课程已重新上架");
  };
}

/** POST /api/admin/courses/:id/withdraw */
export const courseWithdrawHandler = (server: ServerContext): OperatorHandler<typeof adminCourseWithdraw> =>
  setWithdrawn(server, true);

/** POST /api/admin/courses/:id/restore */
export const courseRestoreHandler = (server: ServerContext): OperatorHandler<typeof adminCourseRestore> =>
  setWithdrawn(server, false);
