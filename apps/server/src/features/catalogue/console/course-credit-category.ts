import type { adminCourseCreditCategory } from "@taxlearn/api/admin";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { COURSE_CONSOLE_MESSAGES } from "./catalogue-console.messages";
import { lockCourse, updateCourseRow } from "./courses-console.repo";

/**
 * POST /api/admin/courses/:id/credit-category: the study-hour category its lectures credit from now on (earlier
 * credit rows keep theirs: the record is append-only). The change and its audit row in one transaction.
 */
export const courseCreditCategoryHandler =
  (server: ServerContext): OperatorHandler<typeof adminCourseCreditCategory> =>
  async ({ id, category }, operator) => {
    const now = server.clock();
    const row = await server.db.transaction(async (tx) => {
      const before = await lockCourse(tx, id);
      if (!before) return null;
      const after = await updateCourseRow(tx, id, { creditCategory: category, updatedAt: now });
      await recordAudit(
        tx,
        operator,
        {
          action: "adminCourseCreditCategory",
          target: `course:${id}`,
          before: { creditCategory: before.creditCategory },
          after: { creditCategory: after.creditCategory },
        },
        now,
      );
      return after;
    });
    if (!row) return fail(404, COURSE_CONSOLE_MESSAGES.courseNotFound);
    return ok({ courseId: row.id, category });
  };
