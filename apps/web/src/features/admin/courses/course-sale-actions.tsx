import { type AdminCourseData, adminCourseRestore, adminCourseWithdraw } from "@taxlearn/api/admin";
import { ADMIN_TEXT } from "../admin.messages";
import { RowActions, RowButton } from "../console-table";
import { useRowAction } from "../use-row-action";
import { COURSE_TEXT } from "./courses.messages";

/** The 状态 cell of a published course: 在售, or 已下架 with the day it was withdrawn. */
export function saleState(course: AdminCourseData) {
  return course.withdrawnAt === null ? ADMIN_TEXT.onSale : COURSE_TEXT.withdrawnOn(course.withdrawnAt.slice(0, 10));
}

/**
 * 下架 (after a confirmation: the course leaves lists, search and new orders, its buyers keep it) or 重新上架 for a
 * published course; the list reloads after either.
 */
export function CourseSaleActions({
  course,
  onEdit,
  onChanged,
}: {
  course: AdminCourseData;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const action = useRowAction(onChanged);
  const withdrawn = course.withdrawnAt !== null;
  const change = () =>
    action.run((api) => api.call(withdrawn ? adminCourseRestore : adminCourseWithdraw, { id: course.courseId! }), {
      confirm: withdrawn
        ? undefined
        : { title: COURSE_TEXT.withdrawTitle, message: COURSE_TEXT.withdrawConfirm(course.title) },
    });
  return (
    <RowActions>
      <RowButton onClick={onEdit}>{ADMIN_TEXT.edit}</RowButton>
      <RowButton disabled={action.busy()} onClick={change}>
        {withdrawn ? COURSE_TEXT.restore : COURSE_TEXT.withdraw}
      </RowButton>
    </RowActions>
  );
}
